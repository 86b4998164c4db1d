import type { Segment } from "~/features/conversation/conversation";

/**
 * A message's body as React elements: text as text (line breaks kept by the CSS), links as
 * <a> elements with http(s) hrefs only (features/conversation/conversation.ts `linkify`). No body is ever
 * HTML, so nothing a person types can become markup.
 */
export function MessageBody({ segments }: { segments: Segment[] }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {segments.map((segment, index) =>
        segment.kind === "link" ? (
          <a
            // Segments never move once a message is stored: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one stored body
            key={index}
            href={segment.href}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="font-semibold text-brand-strong underline"
          >
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one stored body
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
