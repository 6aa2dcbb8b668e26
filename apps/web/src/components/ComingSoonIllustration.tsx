/** A building under construction with a crane: "this part of the product is being built". */
export function ComingSoonIllustration({ width = 280 }: { width?: number }) {
  return (
    <svg viewBox="0 0 320 220" width={width} height={(width * 220) / 320} role="img" aria-label="Illustration of a building under construction">
      <ellipse cx="160" cy="200" rx="140" ry="12" fill="#e7f0fb" />
      <circle cx="170" cy="100" r="92" fill="#eef5fd" />
      {/* crane */}
      <path d="M70 196V46" stroke="#f59f00" strokeWidth="6" strokeLinecap="round" />
      <path d="M70 46h150" stroke="#f59f00" strokeWidth="6" strokeLinecap="round" />
      <path d="M70 70l24-24M70 94l24-24" stroke="#fab005" strokeWidth="3" strokeLinecap="round" />
      <path d="M70 46l-20 14h20" fill="#f59f00" />
      <rect x="40" y="56" width="18" height="14" rx="2" fill="#495057" />
      <path d="M196 46v44" stroke="#495057" strokeWidth="2" />
      <rect x="184" y="90" width="24" height="16" rx="3" fill="#1c64c8" />
      <path d="M190 98h12" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      {/* building */}
      <rect x="120" y="110" width="96" height="86" rx="4" fill="#ffffff" stroke="#1c64c8" strokeWidth="3" />
      <path d="M120 132h96" stroke="#1c64c8" strokeWidth="3" />
      {[136, 160, 184].map((x) => [142, 166].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="14" height="14" rx="2" fill="#a5cbf5" />))}
      <rect x="158" y="176" width="20" height="20" rx="2" fill="#1c64c8" />
      {/* scaffold */}
      <path d="M228 196v-70M256 196v-70M228 150h28M228 174h28M228 126h28" stroke="#adb5bd" strokeWidth="3" strokeLinecap="round" />
      <path d="M228 150l28 24M228 126l28 24" stroke="#ced4da" strokeWidth="2" />
      {/* cones */}
      <path d="M92 196l8-20 8 20z" fill="#fd7e14" />
      <path d="M95 188h10" stroke="#fff" strokeWidth="2" />
      {/* sparkles */}
      <path d="M250 60v12M244 66h12" stroke="#74c0fc" strokeWidth="3" strokeLinecap="round" />
      <path d="M120 30v8M116 34h8" stroke="#74c0fc" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="280" cy="100" r="4" fill="#a5d8ff" />
    </svg>
  );
}
