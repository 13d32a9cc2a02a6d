/**
 * A horizontal bar chart's geometry, drawn at build time (BarChart.astro): one row per bar, the
 * label left, the bar scaled to the largest value, the value after the bar. Units are the SVG's
 * user units; the chart scales to its box, so they only set proportions and the text's size.
 */
import type { Bar } from '../../site/views/figures.ts';

/**
 * Text at 18 units: the chart is at most 40rem wide (figures.css), so about 19 px on a desktop and
 * 10 px on a 390 px phone, where the table beside it carries the same numbers in body text.
 */
export const CHART = {
  width: 620,
  labelWidth: 250,
  gap: 10,
  valueRoom: 56,
  row: 32,
  bar: 20,
  font: 18,
} as const;

/** Labels longer than this are cut in the chart (the table beside it has them whole). */
const LABEL_MAX = 24;

export type BarRow = Bar & { y: number; barWidth: number; short: string };

export function barLayout(bars: readonly Bar[]): { height: number; rows: BarRow[] } {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const area = CHART.width - CHART.labelWidth - CHART.gap - CHART.valueRoom;
  return {
    height: bars.length * CHART.row,
    rows: bars.map((bar, i) => ({
      ...bar,
      y: i * CHART.row,
      barWidth: Math.max(2, Math.round((bar.value / max) * area)),
      short: bar.label.length > LABEL_MAX ? `${bar.label.slice(0, LABEL_MAX - 1).trimEnd()}…` : bar.label,
    })),
  };
}
