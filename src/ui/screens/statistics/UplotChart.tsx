// A line or column chart drawn by uPlot, which loads (with its CSS) only when a chart is first drawn:
// the statistics screen's chunk holds this wrapper, not uPlot. Points are indices (0…n-1) labelled by the
// caller, so days and months stay plain calendar dates; in Arabic time runs right to left (the x scale is
// reversed, the value axis on the right). The legend under the chart is the hover read-out (uPlot's live
// legend): date and value in the language's digits. The chart follows its box's width (ResizeObserver).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type UplotSeries = { label: string; values: number[]; format: (value: number) => string; color: string };

type Props = {
  labels: string[];
  /** The point's name in full, for the read-out ('05 Nov, 2026'). */
  names: string[];
  /** What a point is, heading its name in the read-out ('Date', 'Member'). */
  pointLabel: string;
  series: UplotSeries;
  axis: (value: number) => string;
  kind: 'line' | 'columns';
  rtl: boolean;
  height?: number;
};

const FONT = '11px system-ui, sans-serif';

const loadUplot = () => Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);

/** Which points get an x label: as many as fit, one every `step`. */
function xSplits(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 44))));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

/** A uPlot chart's box (16rem) with the card's gap and its table toggle below: what a chart card keeps while it loads. */
export const CHART_RESERVE = 'min-h-[18rem]';

export function UplotChart({ labels, names, pointLabel, series, axis, kind, rtl, height = 220 }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let stopped = false;
    let observer: ResizeObserver | null = null;
    void loadUplot().then((UPlot) => {
      if (stopped) return;
      const width = Math.max(200, element.clientWidth);
      const n = labels.length;
      const grid = { stroke: '#e2e8f0', width: 1 };
      const opts: uPlot.Options = {
        width,
        height,
        padding: [12, 12, 0, 12],
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: kind === 'columns' || n === 1 ? [-0.5, n - 0.5] : [0, Math.max(1, n - 1)] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: '#475569', grid: { show: false }, ticks: { show: false }, gap: 4, font: FONT,
            splits: (u) => xSplits(n, u.bbox.width / devicePixelRatio),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          {
            side: rtl ? 1 : 3, stroke: '#475569', grid, ticks: { show: false }, size: 56, font: FONT,
            values: (_u, splits) => splits.map((v) => axis(v)),
          },
        ],
        series: [
          { label: pointLabel, value: (_u, i) => (i == null ? '' : names[i] ?? '') },
          {
            label: series.label,
            stroke: series.color,
            width: 2,
            fill: kind === 'columns' ? series.color : `${series.color}22`,
            points: { show: n <= 12 },
            paths: kind === 'columns' ? UPlot.paths.bars!({ size: [0.6, 48] }) : undefined,
            value: (_u, v) => (v == null ? '' : series.format(v)),
          },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
      };
      chart = new UPlot(opts, [labels.map((_, i) => i), series.values], element);
      observer = new ResizeObserver(([entry]) => {
        const next = Math.max(200, Math.floor(entry.contentRect.width));
        if (chart && Math.abs(chart.width - next) > 1) chart.setSize({ width: next, height });
      });
      observer.observe(element);
    });
    return () => {
      stopped = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, names, pointLabel, series, axis, kind, rtl, height]);

  return <div ref={box} dir={rtl ? 'rtl' : 'ltr'} className="uplot-box min-h-[16rem] w-full min-w-0" data-testid="uplot-chart" aria-hidden="true" />;
}
