// The sales-in-numbers donut (sale vs trade-in): a small SVG of our own (uPlot draws no donut). The
// ring starts at 12 o'clock and runs clockwise, counter-clockwise in Arabic; the total is in its middle.
import { donutArcs } from './donut-arcs';

export type DonutPart = { label: string; value: number; color: string; text: string };

const R = 40;

export function Donut({ parts, total, rtl }: { parts: DonutPart[]; total: string; rtl: boolean }) {
  const arcs = donutArcs(parts.map((p) => p.value), R);
  return (
    <svg viewBox="0 0 100 100" className="size-36 shrink-0" aria-hidden="true" data-testid="donut">
      <circle cx="50" cy="50" r={R} fill="none" stroke="#e2e8f0" strokeWidth="14" />
      <g transform={`rotate(-90 50 50)${rtl ? ' scale(1 -1) translate(0 -100)' : ''}`}>
        {arcs.map((arc, i) => arc.value > 0 && (
          <circle key={parts[i].label} data-part={i} cx="50" cy="50" r={R} fill="none" stroke={parts[i].color} strokeWidth="14"
            strokeDasharray={arc.dashArray} strokeDashoffset={arc.dashOffset} />
        ))}
      </g>
      <text x="50" y="55" textAnchor="middle" className="fill-slate-900 text-[14px] font-bold">{total}</text>
    </svg>
  );
}
