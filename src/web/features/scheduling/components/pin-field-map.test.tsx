import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetroManilaPoint } from '#src/shared/core/geo-point.ts';
import { PinField } from './pin-field.tsx';
import type { PinMapProps } from './pin-map.tsx';

// Issue 37 (decision 091): "Place on a map". Leaflet does not draw in jsdom, so the lazy map module
// is replaced at its boundary by one whose buttons stand for taps on the map at given points.

const loads = vi.hoisted(() => ({ count: 0, lastPin: undefined as unknown }));
vi.mock('./pin-map.tsx', () => {
  loads.count++;
  return {
    default: ({ pin, onPick }: PinMapProps) => {
      loads.lastPin = pin;
      return (
        <div role="region" aria-label="Map for your pin">
          <button type="button" onClick={() => onPick({ lat: 14.6420123, lng: 121.0470456 })}>
            tap in Quezon City
          </button>
          <button type="button" onClick={() => onPick({ lat: 10.3157, lng: 123.8854 })}>
            tap in Cebu
          </button>
        </div>
      );
    },
  };
});

let last: MetroManilaPoint | undefined;
function Form({ start }: { start?: MetroManilaPoint }) {
  const [pin, setPin] = useState<MetroManilaPoint | undefined>(start);
  last = pin;
  return <PinField value={pin} onChange={setPin} />;
}

describe('Place on a map', () => {
  afterEach(() => {
    last = undefined;
  });

  it('loads the map only on the tap; a tap on it places the pin with five decimals', async () => {
    render(<Form />);
    expect(screen.queryByRole('region', { name: 'Map for your pin' })).toBeNull();
    expect(loads.count).toBe(0);
    const open = screen.getByRole('button', { name: 'Place on a map' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    await screen.findByRole('region', { name: 'Map for your pin' });
    expect(loads.count).toBe(1);
    expect(loads.lastPin).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'tap in Quezon City' }));
    expect(await screen.findByText('Pin placed at 14.64201, 121.04705.')).toBeTruthy();
    expect(last).toEqual({ lat: 14.64201, lng: 121.04705 });
    // The map shows the pin it placed.
    expect(loads.lastPin).toEqual({ lat: 14.64201, lng: 121.04705 });
    await userEvent.click(screen.getByRole('button', { name: 'Close the map' }));
    expect(screen.queryByRole('region', { name: 'Map for your pin' })).toBeNull();
    expect(last).toEqual({ lat: 14.64201, lng: 121.04705 });
  });

  it('a tap outside Metro Manila places no pin and keeps the one there was', async () => {
    render(<Form start={{ lat: 14.6507, lng: 121.0494 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place on a map' }));
    await screen.findByRole('region', { name: 'Map for your pin' });
    expect(loads.lastPin).toEqual({ lat: 14.6507, lng: 121.0494 });
    await userEvent.click(screen.getByRole('button', { name: 'tap in Cebu' }));
    expect(await screen.findByText('Your location is outside Metro Manila, so no pin was placed.')).toBeTruthy();
    expect(last).toEqual({ lat: 14.6507, lng: 121.0494 });
  });
});
