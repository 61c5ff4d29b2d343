import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayMap } from '#src/shared/crew/day-map.ts';
import { DayMapPanel } from './day-map-panel.tsx';

// Issue 37 (decision 091): the panel hands the Leaflet view the day's markers and line, and a map
// that cannot load (no signal for its chunk) or draw leaves a line of text, never a broken page.
// Leaflet does not draw in jsdom: the lazy view is replaced at its module boundary.

const view = vi.hoisted(() => ({ broken: false, drawn: [] as { map: DayMap; label: string }[] }));
vi.mock('#src/web/components/map/day-map-view.tsx', () => ({
  default: (props: { map: DayMap; label: string }) => {
    if (view.broken) throw new Error('Failed to fetch dynamically imported module');
    view.drawn.push(props);
    return <div role="region" aria-label={props.label} />;
  },
}));

const depot = { lat: 14.6507, lng: 121.0494 };
const stops = [
  { name: 'Tess Lim', pin: { lat: 14.644, lng: 121.063 } },
  { name: 'Ana', pin: null },
  { name: 'Bea Santos', pin: { lat: 14.6561, lng: 121.0237 } },
];

describe('DayMapPanel', () => {
  afterEach(() => {
    view.broken = false;
    view.drawn = [];
  });

  it("draws the day's markers and line, named for the truck, and says which stops are not on it", async () => {
    render(<DayMapPanel stops={stops} depot={depot} truck="Truck 5" />);
    await screen.findByRole('region', { name: 'Route map: Truck 5' });
    const last = view.drawn.at(-1)!;
    expect(last.map.markers.map((x) => `${x.number} ${x.name}`)).toEqual(['1 Tess Lim', '3 Bea Santos']);
    expect(last.map.line).toEqual([depot, stops[0]!.pin, stops[2]!.pin]);
    expect(screen.getByText('Not on the map (no pin): 1')).toBeTruthy();
  });

  it('shows no map when no stop has a pin', () => {
    const { container } = render(<DayMapPanel stops={[{ name: 'Ana', pin: null }]} depot={depot} truck="Truck 5" />);
    expect(container.textContent).toBe('');
  });

  it('a map that cannot load says so in a line and leaves the rest of the page', async () => {
    view.broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <DayMapPanel stops={stops} depot={depot} truck="Truck 5" />
        <ol aria-label="stops">
          <li>Tess Lim</li>
        </ol>
      </>,
    );
    expect(await screen.findByText('The map could not load. The list has every stop.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'stops' }).textContent).toBe('Tess Lim');
    vi.restoreAllMocks();
  });
});
