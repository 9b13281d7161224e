// Drawn inside a group that sets ink stroke and no fill; presentation attributes only, since the
// CSP blocks inline styles.

export const INK = '#1f2937'
export const ACCENT = '#b3122d'
export const METAL = '#d1d5db'
export const PAPER = '#ffffff'

/** Rounded to 0.1 so the output never depends on floating-point noise. */
function around(count: number, radius: number, cx = 120, cy = 120): [x: number, y: number][] {
  const round = (n: number) => Math.round(n * 10) / 10
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count - Math.PI / 2
    return [round(cx + radius * Math.cos(angle)), round(cy + radius * Math.sin(angle))]
  })
}

const dots = (count: number, radius: number, size: number, fill: string) =>
  around(count, radius)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`)
    .join('')

// One entry a line reads as a table; the formatter would break the markup mid-attribute.
export const PICTOGRAMS = {
  disc: `<circle cx="120" cy="120" r="110" fill="${METAL}"/><circle cx="120" cy="120" r="92" stroke="${PAPER}" stroke-width="4" stroke-dasharray="6 12"/><circle cx="120" cy="120" r="52" fill="${PAPER}"/>${dots(5, 33, 7, INK)}<circle cx="120" cy="120" r="14" fill="${INK}"/>`,
  pads: `<path d="M20 40 Q65 18 110 40 V200 Q65 222 20 200 Z" fill="${METAL}"/><path d="M36 62 Q65 48 94 62 V178 Q65 192 36 178 Z" fill="${ACCENT}" stroke="none"/><path d="M130 40 Q175 18 220 40 V200 Q175 222 130 200 Z" fill="${METAL}"/><path d="M146 62 Q175 48 204 62 V178 Q175 192 146 178 Z" fill="${ACCENT}" stroke="none"/>`,
  caliper: `<circle cx="95" cy="135" r="95" fill="${METAL}"/><circle cx="95" cy="135" r="34" fill="${PAPER}"/><path d="M140 30 H200 Q225 30 225 55 V200 Q225 225 200 225 H140 Z" fill="${ACCENT}"/><circle cx="185" cy="80" r="12" fill="${PAPER}"/><circle cx="185" cy="175" r="12" fill="${PAPER}"/>`,
  shoes: `<path d="M108 24 A96 96 0 0 0 108 216" stroke-width="22"/><path d="M106 44 A76 76 0 0 0 106 196" stroke="${ACCENT}" stroke-width="12"/><path d="M132 24 A96 96 0 0 1 132 216" stroke-width="22"/><path d="M134 44 A76 76 0 0 1 134 196" stroke="${ACCENT}" stroke-width="12"/><path d="M86 70 L100 58 L112 72 L126 58 L140 72 L154 60" stroke-width="5"/>`,
  'spin-on-filter': `<rect x="50" y="44" width="140" height="180" rx="18" fill="${ACCENT}"/><ellipse cx="120" cy="44" rx="70" ry="20" fill="${METAL}"/><ellipse cx="120" cy="44" rx="22" ry="7" fill="${PAPER}"/><path d="M78 150 V210 M101 150 V214 M124 150 V214 M147 150 V214 M170 150 V210" stroke="${PAPER}" stroke-width="6"/>`,
  'panel-filter': `<rect x="14" y="46" width="212" height="148" rx="12" fill="${METAL}"/><path d="M34 70 L48 170 L62 70 L76 170 L90 70 L104 170 L118 70 L132 170 L146 70 L160 170 L174 70 L188 170 L202 70" stroke="${ACCENT}" stroke-width="6"/>`,
  can: `<path d="M54 62 H156 L192 98 V222 Q192 230 184 230 H54 Q46 230 46 222 V70 Q46 62 54 62 Z" fill="${METAL}"/><rect x="66" y="28" width="42" height="34" rx="5" fill="${INK}"/><path d="M150 62 L176 36 H204" stroke-width="10"/><rect x="66" y="112" width="106" height="94" rx="8" fill="${ACCENT}" stroke="none"/><path d="M119 128 Q98 156 101 170 A18 18 0 0 0 137 170 Q140 156 119 128 Z" fill="${PAPER}" stroke="none"/>`,
  battery: `<rect x="40" y="38" width="44" height="30" rx="4" fill="${INK}"/><rect x="156" y="38" width="44" height="30" rx="4" fill="${INK}"/><rect x="16" y="68" width="208" height="150" rx="14" fill="${METAL}"/><path d="M44 138 H84 M64 118 V158" stroke="${ACCENT}" stroke-width="12"/><path d="M156 138 H196" stroke-width="12"/>`,
  bulb: `<path d="M120 14 C172 14 186 66 168 104 C160 122 150 134 150 152 H90 C90 134 80 122 72 104 C54 66 68 14 120 14 Z" fill="${METAL}"/><path d="M102 104 L110 78 L120 104 L130 78 L138 104" stroke="${ACCENT}" stroke-width="6"/><rect x="86" y="152" width="68" height="30" rx="4" fill="${INK}"/><rect x="60" y="182" width="120" height="16" rx="4" fill="${INK}"/><path d="M100 198 V230 M140 198 V230" stroke-width="10"/>`,
  lamp: `<path d="M104 42 C216 42 216 198 104 198 Z" fill="${ACCENT}"/><path d="M104 42 V198" stroke-width="12"/><path d="M16 60 H76 M16 100 H76 M16 140 H76 M16 180 H76" stroke-width="12"/>`,
  plug: `<rect x="106" y="6" width="28" height="28" rx="4" fill="${INK}"/><path d="M96 34 H144 L138 108 H102 Z" fill="${PAPER}"/><path d="M104 56 H136 M102 78 H138" stroke-width="5"/><rect x="74" y="108" width="92" height="40" rx="4" fill="${INK}"/><rect x="96" y="148" width="48" height="60" fill="${METAL}"/><path d="M98 162 L142 172 M98 180 L142 190 M98 198 L142 208" stroke-width="4"/><path d="M120 208 V232 H146" stroke="${ACCENT}" stroke-width="8"/>`,
  belt: `<path d="M39.2 94.7 L159.2 26.1 A46 46 0 0 1 215.2 97.8 L119.7 197.6 A66 66 0 1 1 39.2 94.7 Z" stroke="${ACCENT}" stroke-width="14"/><circle cx="72" cy="152" r="52" fill="${METAL}"/><circle cx="72" cy="152" r="14" fill="${INK}"/><circle cx="182" cy="66" r="32" fill="${METAL}"/><circle cx="182" cy="66" r="10" fill="${INK}"/>`,
  pulley: `<path d="M120 120 L200 214" stroke-width="30"/><circle cx="200" cy="214" r="12" fill="${PAPER}"/><circle cx="120" cy="110" r="92" fill="${METAL}"/><circle cx="120" cy="110" r="74" stroke-width="4"/><circle cx="120" cy="110" r="36" fill="${ACCENT}"/><circle cx="120" cy="110" r="12" fill="${PAPER}"/>`,
  damper: `<circle cx="120" cy="22" r="16" stroke-width="10"/><path d="M120 38 V96" stroke-width="14"/><rect x="86" y="92" width="68" height="112" rx="10" fill="${ACCENT}"/><path d="M86 120 H154" stroke="${PAPER}" stroke-width="6"/><circle cx="120" cy="220" r="16" stroke-width="10"/>`,
  spring: `<ellipse cx="120" cy="22" rx="70" ry="12" fill="${METAL}"/><path d="M60 38 L180 66 L60 94 L180 122 L60 150 L180 178 L60 206" stroke="${ACCENT}" stroke-width="16"/><ellipse cx="120" cy="222" rx="70" ry="12" fill="${METAL}"/>`,
  sensor: `<path d="M26 96 A40 40 0 0 0 26 144 M12 84 A58 58 0 0 0 12 156" stroke="${ACCENT}" stroke-width="6"/><rect x="40" y="96" width="34" height="48" rx="6" fill="${METAL}"/><rect x="74" y="84" width="50" height="72" rx="8" fill="${INK}"/><path d="M124 120 C170 120 160 200 196 200" stroke-width="10"/><rect x="192" y="180" width="40" height="40" rx="6" fill="${ACCENT}"/>`,
  rod: `<path d="M52 188 L188 52" stroke-width="20"/><circle cx="46" cy="194" r="32" fill="${ACCENT}"/><circle cx="46" cy="194" r="11" fill="${PAPER}"/><circle cx="194" cy="46" r="32" fill="${ACCENT}"/><circle cx="194" cy="46" r="11" fill="${PAPER}"/>`,
  'control-arm': `<path d="M40 50 L200 120 L40 190" stroke="${METAL}" stroke-width="36"/><path d="M40 50 L200 120 L40 190" stroke-width="6"/><circle cx="40" cy="50" r="26" fill="${INK}"/><circle cx="40" cy="50" r="10" fill="${PAPER}"/><circle cx="40" cy="190" r="26" fill="${INK}"/><circle cx="40" cy="190" r="10" fill="${PAPER}"/><circle cx="200" cy="120" r="30" fill="${ACCENT}"/>`,
  shaft: `<path d="M70 120 H170" stroke-width="16"/><circle cx="24" cy="120" r="22" fill="${METAL}"/><path d="M34 84 L84 106 V134 L34 156 Z" fill="${ACCENT}"/><path d="M50 92 V148 M66 99 V141" stroke="${PAPER}" stroke-width="4"/><circle cx="216" cy="120" r="22" fill="${METAL}"/><path d="M206 84 L156 106 V134 L206 156 Z" fill="${ACCENT}"/><path d="M190 92 V148 M174 99 V141" stroke="${PAPER}" stroke-width="4"/>`,
  bearing: `<circle cx="120" cy="120" r="106" fill="${METAL}"/><circle cx="120" cy="120" r="88" fill="${PAPER}"/>${dots(10, 71, 15, ACCENT)}<circle cx="120" cy="120" r="54" fill="${METAL}"/><circle cx="120" cy="120" r="36" fill="${PAPER}"/>`,
  machine: `<path d="M54 40 L30 24 M186 40 L210 24" stroke-width="16"/><circle cx="120" cy="124" r="96" fill="${METAL}"/><path d="M120 44 V70 M120 178 V204 M40 124 H66 M174 124 H200 M63 67 L82 86 M158 162 L177 181 M177 67 L158 86 M82 162 L63 181" stroke-width="8"/><circle cx="120" cy="124" r="40" fill="${INK}"/><circle cx="120" cy="124" r="28" stroke="${PAPER}" stroke-width="4"/><circle cx="120" cy="124" r="9" fill="${ACCENT}" stroke="none"/>`,
  turbo: `<path d="M120 30 H214 V86 H170" fill="${METAL}"/><circle cx="110" cy="130" r="92" fill="${METAL}"/><path d="M110 92 A38 38 0 1 1 72 130 A58 58 0 0 1 130 72 A62 62 0 0 1 172 130" stroke="${ACCENT}" stroke-width="10"/><circle cx="110" cy="130" r="14" fill="${INK}"/>`,
  exhaust: `<path d="M6 170 H60 M180 110 H234" stroke-width="18"/><rect x="44" y="74" width="152" height="132" rx="52" fill="${ACCENT}"/><path d="M84 110 H156 M84 140 H156 M84 170 H156" stroke="${PAPER}" stroke-width="6"/>`,
  'heat-exchanger': `<path d="M34 36 V14 M206 204 V226" stroke-width="16"/><rect x="16" y="36" width="208" height="168" rx="8" fill="${METAL}"/><path d="M62 52 V188 M84 52 V188 M106 52 V188 M128 52 V188 M150 52 V188 M172 52 V188 M194 52 V188" stroke-width="4"/><rect x="16" y="36" width="30" height="168" rx="6" fill="${ACCENT}"/>`,
  gasket: `<rect x="8" y="60" width="224" height="120" rx="16" fill="${METAL}"/><circle cx="50" cy="120" r="21" fill="${PAPER}" stroke="${ACCENT}"/><circle cx="97" cy="120" r="21" fill="${PAPER}" stroke="${ACCENT}"/><circle cx="143" cy="120" r="21" fill="${PAPER}" stroke="${ACCENT}"/><circle cx="190" cy="120" r="21" fill="${PAPER}" stroke="${ACCENT}"/><path d="M30 78 H30.1 M73 78 H73.1 M120 78 H120.1 M167 78 H167.1 M210 78 H210.1 M30 162 H30.1 M73 162 H73.1 M120 162 H120.1 M167 162 H167.1 M210 162 H210.1" stroke-width="10"/>`,
  wiper: `<path d="M120 124 L206 20" stroke-width="12"/><path d="M48 158 L78 128 H162 L192 158" stroke-width="10"/><path d="M14 160 H226" stroke-width="14"/><path d="M14 178 H226" stroke="${ACCENT}" stroke-width="8"/>`,
  mirror: `<path d="M40 52 Q40 30 66 30 H200 Q224 30 220 60 L206 176 Q202 206 170 206 H66 Q40 206 40 180 Z" fill="${METAL}"/><path d="M84 150 L140 70 M112 166 L158 100" stroke="${PAPER}" stroke-width="10"/><path d="M226 118 H238" stroke-width="12"/>`,
  'charging-plug': `<path d="M60 40 H180 A80 80 0 1 1 60 40 Z" fill="${METAL}"/><circle cx="94" cy="74" r="10" fill="${INK}"/><circle cx="146" cy="74" r="10" fill="${INK}"/><circle cx="72" cy="112" r="10" fill="${INK}"/><circle cx="120" cy="112" r="10" fill="${ACCENT}" stroke="none"/><circle cx="168" cy="112" r="10" fill="${INK}"/><circle cx="94" cy="150" r="10" fill="${INK}"/><circle cx="146" cy="150" r="10" fill="${INK}"/><path d="M120 194 C120 232 200 214 232 232" stroke-width="14"/>`,
  coil: `<rect x="56" y="14" width="128" height="56" rx="10" fill="${INK}"/><rect x="150" y="28" width="24" height="28" rx="4" fill="${METAL}" stroke="none"/><rect x="94" y="70" width="52" height="120" fill="${ACCENT}"/><path d="M126 88 L108 128 H132 L114 168" stroke="${PAPER}" stroke-width="6"/><path d="M100 190 H140 L134 232 H106 Z" fill="${METAL}"/>`,
  clutch: `<circle cx="120" cy="120" r="108" fill="${ACCENT}"/><circle cx="120" cy="120" r="76" fill="${METAL}"/>${dots(6, 52, 13, INK)}<circle cx="120" cy="120" r="20" fill="${PAPER}"/>`,
  gear: `<path d="M120 10 V42 M120 198 V230 M10 120 H42 M198 120 H230 M42 42 L65 65 M175 175 L198 198 M198 42 L175 65 M65 175 L42 198" stroke-width="28" stroke-linecap="butt"/><circle cx="120" cy="120" r="84" fill="${METAL}"/><circle cx="120" cy="120" r="34" fill="${ACCENT}"/><circle cx="120" cy="120" r="14" fill="${PAPER}"/>`,
} as const

export type Pictogram = keyof typeof PICTOGRAMS
