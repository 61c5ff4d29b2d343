import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CameraOverlay from './camera-overlay.tsx';

// jsdom has no camera: a stand-in for navigator.mediaDevices that records what was asked.
interface FakeTrack {
  stop: () => void;
  stopped: boolean;
  getSettings: () => { deviceId: string };
}

function fakeStream(deviceId: string) {
  const track: FakeTrack = {
    stopped: false,
    stop() {
      track.stopped = true;
    },
    getSettings: () => ({ deviceId }),
  };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } };
}

let requests: MediaStreamConstraints[];
let tracks: FakeTrack[];

function installCamera(opts: { deny?: boolean; cameras?: string[] } = {}) {
  const cameras = opts.cameras ?? ['back'];
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        requests.push(constraints);
        if (opts.deny) throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
        const video = constraints.video as MediaTrackConstraints;
        const exact = (video.deviceId as { exact?: string } | undefined)?.exact;
        const { track, stream } = fakeStream(exact ?? cameras[0]!);
        tracks.push(track);
        return stream;
      },
      enumerateDevices: async () =>
        cameras.map((deviceId) => ({ kind: 'videoinput', deviceId, label: deviceId, groupId: '' })),
    },
  });
}

beforeEach(() => {
  requests = [];
  tracks = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const noop = () => undefined;

describe('CameraOverlay', () => {
  it('asks for the rear camera at 1280×720, without audio, in Quick mode', async () => {
    installCamera();
    render(<CameraOverlay onCapture={noop} onFiles={noop} onClose={noop} />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0]).toEqual({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(screen.getByRole('button', { name: 'Quick' }).getAttribute('aria-pressed')).toBe('true');
    const video = screen.getByLabelText('Camera preview') as HTMLVideoElement;
    expect(video.playsInline && video.muted && video.autoplay).toBe(true);
    // One camera: no switch button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Capture photo' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('button', { name: 'Switch camera' })).toBeNull();
  });

  it('offers a camera switch with two cameras, and stops the old stream when switching', async () => {
    installCamera({ cameras: ['back', 'front'] });
    render(<CameraOverlay onCapture={noop} onFiles={noop} onClose={noop} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch camera' }));
    await waitFor(() =>
      expect(requests.some((r) => (r.video as MediaTrackConstraints).deviceId !== undefined)).toBe(true),
    );
    const switched = requests.find((r) => (r.video as MediaTrackConstraints).deviceId !== undefined)!;
    expect((switched.video as MediaTrackConstraints).deviceId).toEqual({ exact: 'front' });
    expect(tracks.filter((t) => !t.stopped)).toHaveLength(1);
  });

  it('stops every camera track when it closes', async () => {
    installCamera();
    const onClose = vi.fn();
    const view = render(<CameraOverlay onCapture={noop} onFiles={noop} onClose={onClose} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Capture photo' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((t) => t.stopped)).toBe(true);
  });

  it('explains a refusal with product.md text and offers the camera-app file picker', async () => {
    installCamera({ deny: true });
    const onFiles = vi.fn();
    const { container } = render(<CameraOverlay onCapture={noop} onFiles={onFiles} onClose={noop} />);
    await screen.findByText('Camera Access Denied');
    expect(screen.getByText('Please allow camera access in your browser settings to use this feature.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a Photo' })).toBeTruthy();

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
