// The machine's statechart as SVG, laid out by ELK: states as boxes (a parallel state's regions dashed),
// transitions as arrows with their words; the states another tab's actor is in are filled. The page's machine
// has laid it out already (flows-page: layingOut → chartShown).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowGraph, Layout } from '../../../machines/flows-page/flow-graph';

export function FlowChart({ graph, layout, active }: { graph: FlowGraph; layout: Layout; active: Set<string> }) {
  const { t } = useTranslation('flows');
  // The box scrolls to the state another tab is in (else to where the flow starts), not to a corner of labels.
  const svg = useRef<SVGSVGElement>(null);
  const activeKey = [...active].join(' ');
  useEffect(() => {
    const target = svg.current?.querySelector('g[data-leaf="true"][data-active="true"]') ?? svg.current?.querySelector('g[data-leaf="true"][data-initial="true"]');
    const box = svg.current?.parentElement;
    if (!target || !box) return;
    // Inside the box only: the page itself does not move.
    const [t, b] = [target.getBoundingClientRect(), box.getBoundingClientRect()];
    box.scrollLeft += t.left + t.width / 2 - (b.left + b.width / 2);
    box.scrollTop += t.top + t.height / 2 - (b.top + b.height / 2);
  }, [layout, activeKey]);
  const { width, height, boxes, arrows } = layout;
  const parents = new Set(graph.nodes.map((n) => n.parent));
  return (
    <svg ref={svg} role="img" aria-label={t('chart.label', { machine: graph.id })} width={width + 24} height={height + 24} viewBox={`-12 -12 ${width + 24} ${height + 24}`} className="max-w-none font-sans" data-testid="flow-chart">
      <defs>
        <marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 10 5 0 10z" className="fill-slate-500" />
        </marker>
      </defs>
      {boxes.map(({ node, x, y, width: w, height: h }) => {
        const on = active.has(node.id);
        const compound = parents.has(node.id);
        const region = graph.nodes.find((n) => n.id === node.parent)?.kind === 'parallel';
        return (
          <g key={node.id} data-state={node.id} data-active={on ? 'true' : 'false'} data-leaf={compound ? 'false' : 'true'} data-initial={node.initial ? 'true' : 'false'}>
            <rect
              x={x} y={y} width={w} height={h} rx={compound ? 10 : 8}
              strokeDasharray={region ? '5 4' : undefined}
              strokeWidth={on ? 2.5 : node.kind === 'final' ? 3 : 1.25}
              className={on ? (compound ? 'fill-teal-50 stroke-teal-700' : 'fill-teal-600 stroke-teal-800') : compound ? 'fill-white/60 stroke-slate-400' : 'fill-white stroke-slate-500'}
            />
            {node.initial && <circle cx={x - 1} cy={y - 1} r={4} className="fill-slate-700" />}
            <text x={x + 8} y={compound ? y + 18 : y + h / 2 + 4} className={`text-[11px] ${on && !compound ? 'fill-white font-semibold' : 'fill-slate-800'} ${compound ? 'font-semibold' : ''}`}>
              {node.key}{node.kind === 'parallel' ? ' ∥' : ''}{node.invokes.length ? ` ⟳ ${node.invokes.join(', ')}` : ''}
            </text>
          </g>
        );
      })}
      {arrows.map(({ edge, points, label }) => (
        <g key={edge.id}>
          <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" markerEnd="url(#flow-arrow)" className={edge.stays ? 'stroke-slate-400' : 'stroke-slate-500'} strokeDasharray={edge.stays ? '3 3' : undefined} />
          {label && <text x={label.x + 4} y={label.y + 12} className="fill-indigo-900 text-[11px]">{label.text}</text>}
        </g>
      ))}
    </svg>
  );
}
