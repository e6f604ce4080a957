// The home page's banner picture, drawn rather than downloaded: a calm living room in warm light.
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 640 420"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMax meet"
    >
      <defs>
        <linearGradient id="hero-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6efe4" />
          <stop offset="1" stopColor="#ecdfcb" />
        </linearGradient>
        <linearGradient id="hero-sun" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff8ec" stopOpacity=".95" />
          <stop offset="1" stopColor="#fff8ec" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-sofa" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2d6a41" />
          <stop offset="1" stopColor="#1f5130" />
        </linearGradient>
      </defs>
      {/* window light */}
      <path d="M420 0h150L470 330H300Z" fill="url(#hero-sun)" opacity=".7" />
      {/* framed print */}
      <rect x="150" y="60" width="128" height="92" rx="4" fill="#fbf8f3" stroke="#6b4a2f" strokeWidth="6" />
      <path d="M166 138c22-34 40-48 58-30s28-6 40-18v48H166Z" fill="#cbb89a" />
      <circle cx="244" cy="86" r="10" fill="#e7c07a" />
      {/* floor and rug */}
      <rect x="0" y="330" width="640" height="90" fill="#d9c5a6" />
      <ellipse cx="300" cy="372" rx="250" ry="26" fill="#efe6d8" />
      <ellipse cx="300" cy="372" rx="212" ry="18" fill="none" stroke="#d9cbb4" strokeWidth="3" />
      {/* sofa */}
      <rect x="96" y="206" width="300" height="82" rx="26" fill="url(#hero-sofa)" />
      <rect x="74" y="236" width="56" height="92" rx="22" fill="#24603a" />
      <rect x="362" y="236" width="56" height="92" rx="22" fill="#24603a" />
      <rect x="118" y="268" width="256" height="52" rx="16" fill="#2a6b42" />
      <path d="M246 272v44" stroke="#1f5130" strokeWidth="3" />
      <rect x="136" y="224" width="70" height="52" rx="14" fill="#e6d3b3" transform="rotate(-8 171 250)" />
      <rect x="292" y="226" width="64" height="48" rx="14" fill="#c98f5a" transform="rotate(7 324 250)" />
      <path
        d="M98 328l-6 20M396 328l6 20M150 320l-4 26M344 320l4 26"
        stroke="#3f2a19"
        strokeWidth="7"
        strokeLinecap="round"
      />
      {/* side table and lamp */}
      <rect x="452" y="270" width="84" height="12" rx="6" fill="#8a5d38" />
      <path d="M466 282l-8 64M522 282l8 64" stroke="#6b4a2f" strokeWidth="7" strokeLinecap="round" />
      <path d="M494 270V180" stroke="#3f2a19" strokeWidth="4" />
      <path d="M462 182h64l-14-46h-36Z" fill="#f3e3c4" />
      <ellipse cx="494" cy="270" rx="18" ry="5" fill="#3f2a19" />
      <rect x="466" y="252" width="26" height="18" rx="3" fill="#fbf8f3" stroke="#d9cbb4" strokeWidth="2" />
      {/* plant with kauri-like leaves */}
      <path d="M572 346h44l-6-52h-32Z" fill="#c98f5a" />
      <g fill="#1f5130">
        <path d="M594 296c-4-40-26-62-44-70 4 26 18 52 44 70Z" />
        <path d="M594 296c2-46 20-74 38-84 0 32-12 62-38 84Z" />
        <path d="M594 296c-10-28-4-62 8-82 10 28 6 58-8 82Z" fill="#2d6a41" />
        <path d="M594 296c-20-14-44-16-58-10 16 14 36 18 58 10Z" fill="#2d6a41" />
      </g>
    </svg>
  );
}
