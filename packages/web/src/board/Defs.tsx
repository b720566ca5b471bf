/** Gradients and patterns the board's terrain fills use; one copy per board. */
export function BoardDefs({ id }: { readonly id: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-star`}>
        <stop offset="0%" stopColor="#fff6c8" />
        <stop offset="45%" stopColor="#ffc94a" />
        <stop offset="100%" stopColor="#ff6a2a" />
      </radialGradient>
      <radialGradient id={`${id}-planet-lawful`} cx="35%" cy="35%">
        <stop offset="0%" stopColor="#9fd0ff" />
        <stop offset="55%" stopColor="#2f6fc0" />
        <stop offset="100%" stopColor="#0e2a55" />
      </radialGradient>
      <radialGradient id={`${id}-planet-outlaw`} cx="35%" cy="35%">
        <stop offset="0%" stopColor="#ffb0b8" />
        <stop offset="55%" stopColor="#c23a4c" />
        <stop offset="100%" stopColor="#4a0f1a" />
      </radialGradient>
      <radialGradient id={`${id}-planet-neutral`} cx="35%" cy="35%">
        <stop offset="0%" stopColor="#b4f5cf" />
        <stop offset="55%" stopColor="#2f9e63" />
        <stop offset="100%" stopColor="#0d3a24" />
      </radialGradient>
      <pattern id={`${id}-nebula`} width="36" height="36" patternUnits="userSpaceOnUse">
        <rect width="36" height="36" fill="#3a1640" />
        <circle cx="9" cy="10" r="9" fill="#7a2a78" opacity="0.55" />
        <circle cx="27" cy="26" r="11" fill="#92307f" opacity="0.45" />
        <circle cx="30" cy="6" r="5" fill="#b04a9a" opacity="0.35" />
      </pattern>
      <pattern id={`${id}-asteroid`} width="30" height="30" patternUnits="userSpaceOnUse">
        <rect width="30" height="30" fill="#2e2418" />
        <path d="M5 6l4-2 4 3-1 4-5 1z" fill="#7b6347" />
        <path d="M19 16l5-1 3 4-3 4-5-2z" fill="#6a5239" />
        <circle cx="8" cy="22" r="2.2" fill="#8a7152" />
        <circle cx="24" cy="5" r="1.6" fill="#8a7152" />
      </pattern>
      <pattern id={`${id}-ice`} width="30" height="30" patternUnits="userSpaceOnUse">
        <rect width="30" height="30" fill="#15304a" />
        <path d="M4 7l5-3 4 3-2 5-5 0z" fill="#7fc4ec" opacity="0.8" />
        <path d="M18 17l5-2 4 4-3 5-5-2z" fill="#a9dcf7" opacity="0.7" />
        <circle cx="8" cy="23" r="2" fill="#d8f1ff" opacity="0.8" />
        <circle cx="25" cy="6" r="1.4" fill="#d8f1ff" opacity="0.8" />
      </pattern>
      <pattern id={`${id}-dead-world`} width="32" height="32" patternUnits="userSpaceOnUse">
        <rect width="32" height="32" fill="#2a2a2e" />
        <circle cx="9" cy="10" r="5" fill="none" stroke="#55555e" strokeWidth="1.5" />
        <circle cx="24" cy="23" r="3.5" fill="none" stroke="#4a4a52" strokeWidth="1.2" />
        <path d="M3 27l6-3 5 2M19 5l6 4" stroke="#5f5f68" strokeWidth="1.1" fill="none" />
      </pattern>
      <pattern id={`${id}-debris`} width="28" height="28" patternUnits="userSpaceOnUse">
        <rect width="28" height="28" fill="#29250f" />
        <path
          d="M4 5l7 3M17 3l2 6M6 19l5-4M20 18l5 5M13 25l4-1"
          stroke="#a39243"
          strokeWidth="1.6"
        />
        <rect x="21" y="9" width="3" height="3" fill="#8c7d3a" transform="rotate(25 22 10)" />
      </pattern>
      <pattern id={`${id}-gate`} width="40" height="40" patternUnits="userSpaceOnUse">
        <rect width="40" height="40" fill="#0f3333" />
        <circle
          cx="20"
          cy="20"
          r="13"
          fill="none"
          stroke="#2aa59a"
          strokeWidth="1.4"
          opacity="0.7"
        />
        <circle cx="20" cy="20" r="6" fill="none" stroke="#2aa59a" strokeWidth="1" opacity="0.5" />
      </pattern>
      <pattern id={`${id}-unexplored`} width="16" height="16" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="0.9" fill="#44506e" />
        <circle cx="12" cy="11" r="0.7" fill="#3a4560" />
      </pattern>
    </defs>
  );
}
