import { Path, Rect, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

/**
 * A QR code drawn as vector squares (one path), so it prints sharp at any size and adds a few
 * hundred bytes rather than an image. Phones scan it from paper to open the map link.
 */
export function QrCode({ value, size }: { value: string; size: number }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const span = modules.size + quiet * 2;
  let d = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${span} ${span}`}>
      <Rect x={0} y={0} width={span} height={span} fill="#ffffff" />
      <Path d={d} fill="#1f1a17" />
    </Svg>
  );
}
