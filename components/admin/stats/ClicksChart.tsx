'use client';

import { useFormatter } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One day of the chart: its label on the axis, its clicks, and those of the same day of the period before. */
export interface ClicksChartPoint {
  label: string;
  previousLabel: string;
  clicks: number;
  previousClicks: number;
}

interface Props {
  points: ClicksChartPoint[];
  /** The two lines' names in the legend and the tooltip. */
  names: { clicks: string; previous: string };
}

const BRAND = '#0e7490';
const PREVIOUS = '#94a3b8';
const INK_SOFT = '#475569';

/**
 * The clicks of each day as a line, the period before as a dashed one beside it. Drawn for the eye only: the figure
 * around it says the same in text and a table, so the drawing is hidden from screen readers and the keyboard.
 */
export function ClicksChart({ points, names }: Props) {
  const format = useFormatter();
  const count = (value: unknown) => (typeof value === 'number' ? format.number(value) : String(value ?? ''));
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 720, height: 280 }}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} axisLine={false} width={44} tickFormatter={count} />
          <Tooltip
            formatter={(value, name) => [count(value), name]}
            labelFormatter={(label, payload) => {
              const previous = payload?.[0]?.payload as ClicksChartPoint | undefined;
              return previous ? `${String(label)} · ${previous.previousLabel}` : String(label);
            }}
          />
          <Legend />
          <Line type="monotone" dataKey="clicks" name={names.clicks} stroke={BRAND} strokeWidth={2.5} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="previousClicks" name={names.previous} stroke={PREVIOUS} strokeWidth={2} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
