/**
 * A small strict XML reader for the files the app writes (the DAC7 report): elements, attributes
 * and text, every tag closed by its own name. Such a file has no comments, CDATA or processing
 * instructions past the declaration; anything else is refused, so a test that reads a file also
 * proves it well-formed.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

export function parseXml(source: string): XmlElement {
  const body = source.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, "");
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    const [, closing, name, attributes, selfClosing, text] = match;
    const open = stack[stack.length - 1];
    if (text !== undefined) {
      if (open === root && text.trim()) throw new Error("text outside the root element");
      open.text += unescapeXml(text);
    } else if (closing) {
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
      stack.pop();
    } else {
      const element: XmlElement = {
        name,
        attributes: Object.fromEntries(
          [...attributes.matchAll(/([\w.:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, unescapeXml(value)]),
        ),
        children: [],
        text: "",
      };
      open.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error("unclosed elements or several roots");
  return root.children[0];
}

export function find(from: XmlElement, path: string): XmlElement | undefined {
  return path
    .split("/")
    .reduce<XmlElement | undefined>((at, name) => at?.children.find((child) => child.name === name), from);
}

export function only(from: XmlElement, path: string): XmlElement {
  const found = find(from, path);
  if (!found) throw new Error(`${path} missing under ${from.name}`);
  return found;
}

export const textOf = (from: XmlElement, path: string) => only(from, path).text.trim();
