import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PinMap from './pin-map.tsx';

// Issue 37 (decision 091): the pin map hands a tap on the Leaflet map (or its centre, for keyboard
// users) to PinField. Leaflet is replaced at leaflet-base's boundary: jsdom has no layout to draw in.

const fake = vi.hoisted(() => {
  const handlers = new Map<string, (event: { latlng: { lat: number; lng: number } }) => void>();
  const map = {
    setView: vi.fn(),
    on: vi.fn((name: string, handler: (event: { latlng: { lat: number; lng: number } }) => void) => {
      handlers.set(name, handler);
      return map;
    }),
    getCenter: () => ({ lat: 14.6001, lng: 121.0302 }),
    remove: vi.fn(),
  };
  const marker = { addTo: vi.fn(() => marker), remove: vi.fn() };
  return { handlers, map, marker, labelledMarker: vi.fn(() => marker) };
});
vi.mock('#src/web/components/map/leaflet-base.ts', () => ({
  createMap: () => fake.map,
  labelledMarker: fake.labelledMarker,
  metroManilaCentre: { lat: 14.5995, lng: 121.0365 },
}));

describe('PinMap', () => {
  it('is centred on Metro Manila without a pin; a tap on the map or the centre button picks a point', async () => {
    const onPick = vi.fn();
    const { unmount } = render(<PinMap pin={undefined} onPick={onPick} />);
    expect(screen.getByRole('region', { name: 'Map for your pin' })).toBeTruthy();
    expect(fake.map.setView).toHaveBeenCalledWith({ lat: 14.5995, lng: 121.0365 }, 11);
    fake.handlers.get('click')?.({ latlng: { lat: 14.61, lng: 121.04 } });
    expect(onPick).toHaveBeenLastCalledWith({ lat: 14.61, lng: 121.04 });
    await userEvent.click(screen.getByRole('button', { name: 'Pin the centre of the map' }));
    expect(onPick).toHaveBeenLastCalledWith({ lat: 14.6001, lng: 121.0302 });
    unmount();
    expect(fake.map.remove).toHaveBeenCalled();
  });

  it('opens on the current pin and marks it', () => {
    render(<PinMap pin={{ lat: 14.6507, lng: 121.0494 }} onPick={() => {}} />);
    expect(fake.map.setView).toHaveBeenLastCalledWith({ lat: 14.6507, lng: 121.0494 }, 17);
    expect(fake.labelledMarker).toHaveBeenLastCalledWith(
      { lat: 14.6507, lng: 121.0494 },
      expect.objectContaining({ label: 'Your pin' }),
    );
  });
});
