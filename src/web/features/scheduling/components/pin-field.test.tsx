import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetroManilaPoint } from '#src/shared/core/geo-point.ts';
import { PinField } from './pin-field.tsx';

// Issue 37: "Use my location" asks the browser only on the tap, keeps a point inside Metro Manila
// (five decimals), says so, and can be removed; a refusal or a far-off point leaves no pin.

let last: MetroManilaPoint | undefined;
function Form() {
  const [pin, setPin] = useState<MetroManilaPoint | undefined>();
  last = pin;
  return <PinField value={pin} onChange={setPin} />;
}

function fakeLocation(answer: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (answer === 'denied') fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('Use my location', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    last = undefined;
  });

  it('asks only on the tap, then places the pin and says where; it can be removed', async () => {
    const asked = fakeLocation({ lat: 14.6420123, lng: 121.0470456 });
    render(<Form />);
    expect(screen.getByText(/Optional. Your phone asks you first/)).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Pin placed at 14.64201, 121.04705.')).toBeTruthy();
    expect(last).toEqual({ lat: 14.64201, lng: 121.04705 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(last).toBeUndefined();
    expect(screen.queryByText(/Pin placed/)).toBeNull();
  });

  it('a refused permission leaves no pin and says the request goes without it', async () => {
    fakeLocation('denied');
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('We could not get your location. You can still book without it.')).toBeTruthy();
    expect(last).toBeUndefined();
  });

  it('a location outside Metro Manila places no pin', async () => {
    fakeLocation({ lat: 10.3157, lng: 123.8854 });
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Your location is outside Metro Manila, so no pin was placed.')).toBeTruthy();
    expect(last).toBeUndefined();
  });
});
