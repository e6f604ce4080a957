// The Kauri mark: a kauri leaf (narrow, leathery, with a midrib) beside the wordmark.
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 132 40" className={className} aria-hidden="true" focusable="false">
      <g transform="rotate(-28 18 20)">
        <path d="M18 2.5C25.5 9 26.5 28 18 37.5 9.5 28 10.5 9 18 2.5Z" fill="#1f5130" />
        <path d="M18 6v29" stroke="#e3efe6" strokeWidth="1.4" strokeLinecap="round" />
        <path
          d="M18 16l4.2-3.2M18 23l4.6-3.4M18 19.5l-4.4-3.3M18 27l-4-3"
          stroke="#e3efe6"
          strokeWidth="1"
          strokeLinecap="round"
          opacity=".75"
        />
      </g>
      <text
        x="38"
        y="28.5"
        fill="#3f2a19"
        fontFamily="'Inter Variable', ui-sans-serif, system-ui, sans-serif"
        fontSize="24"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        Kauri
      </text>
    </svg>
  );
}
