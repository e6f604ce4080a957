// Card terminal B's popup state (specs/pos.md "Terminal payment", integration B: weftpos): the stations
// (init), then start, which answers the vendor's page shown in a frame; the frame's window message then
// prompts success, where the server asks the terminal itself. A message is heard only from the frame's
// own origin and window, about this transaction; anything else is ignored. Check Status on a line left
// waiting asks the terminal once. The shape matches useTerminalA's, so TerminalPopup shows either.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HitStation } from '../../../../contract/pos-terminals.ts';
import type { WeftResultResponse } from '../../../../contract/pos-terminal-b.ts';
import { ApiError, api } from '../../../common/lib/api.ts';
import { NO_STATIONS, SELECT_STATION, type TerminalJob, type TerminalPhase, useLeaveGuard } from './useTerminalA.ts';

const PENDING = 'The EFTPOS terminal has not finished this payment yet';

/** The terminal's words as the popup's display shows them (terminal A's two lines; B sends one). */
const shown = (r: WeftResultResponse) => ({
  StatusId: r.result === 'pending' ? 2 : 6,
  ReCo: r.result === 'approved' ? '00' : '',
  DL1: r.result === 'pending' ? PENDING.toUpperCase() : r.msg,
  DL2: '',
  B1: '',
  B2: '',
});

export function useTerminalB(job: TerminalJob) {
  const [phase, setPhase] = useState<TerminalPhase>(job.kind === 'check' ? 'running' : 'loading');
  const [stations, setStations] = useState<HitStation[]>([]);
  const [station, setStation] = useState('');
  const [status, setStatus] = useState<ReturnType<typeof shown> | null>(null);
  const [message, setMessage] = useState('');
  const [frame, setFrame] = useState<{ url: string; origin: string; referenceId: string } | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const alive = useRef(true);

  const fail = useCallback((err: unknown, next: TerminalPhase) => {
    if (!alive.current) return;
    setMessage(err instanceof Error ? err.message : String(err));
    setPhase(next);
  }, []);
  const settled = useCallback((r: WeftResultResponse) => {
    if (!alive.current) return;
    setStatus(shown(r));
    setFrame(null);
    setPhase(r.result === 'pending' ? 'stopped' : 'done');
  }, []);

  useEffect(() => {
    alive.current = true;
    if (job.kind === 'check')
      api('pos.weftpos.status', { paymentId: job.lineId })
        .then(settled)
        .catch((err: unknown) => fail(err, 'stopped'));
    else
      api('pos.weftpos.init', { orderNo: job.orderNo })
        .then((r) => {
          if (!alive.current) return;
          setStations(r.stations);
          if (r.stations.length === 0) setMessage(NO_STATIONS);
          if (r.stations.length === 1) setStation(r.stations[0]!.id);
          setPhase('pick');
        })
        .catch((err: unknown) => fail(err, 'stopped'));
    return () => {
      alive.current = false;
    };
  }, [job.kind, job.lineId, job.orderNo, settled, fail]);

  // The frame's message: only from its origin and its window, about this transaction.
  useEffect(() => {
    if (!frame) return;
    const heard = (e: MessageEvent) => {
      if (e.origin !== frame.origin || e.source !== frameRef.current?.contentWindow) return;
      const data = e.data as { referenceId?: unknown; result?: unknown } | null;
      if (!data || data.referenceId !== frame.referenceId) return;
      api('pos.weftpos.success', {
        option: job.lineId,
        referenceId: frame.referenceId,
        result: typeof data.result === 'string' ? data.result.slice(0, 20) : '',
      })
        .then(settled)
        // Still pending on the terminal (409): the frame stays for the terminal to finish.
        .catch((err: unknown) => fail(err, err instanceof ApiError && err.status === 409 ? 'running' : 'stopped'));
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [frame, job.lineId, settled, fail]);

  const start = useCallback(async () => {
    if (!station) {
      setMessage(SELECT_STATION);
      return;
    }
    setMessage('');
    setPhase('running');
    try {
      const r = await api('pos.weftpos.start', {
        option: job.lineId,
        station,
        type: job.kind === 'refund' ? 'refund' : 'purchase',
        orderNo: job.orderNo,
      });
      if (!alive.current) return;
      const url = new URL(r.apiUrl, window.location.href);
      setFrame({ url: url.href, origin: url.origin, referenceId: r.referenceId });
    } catch (err) {
      // The start failure's own words; a lost answer may have reached the terminal: Check Status later.
      fail(err, err instanceof ApiError && err.status === 502 ? 'stopped' : 'pick');
    }
  }, [station, job, fail]);

  const running = phase === 'running';
  useLeaveGuard(running);
  const pickStation = useCallback((id: string) => {
    setStation(id);
    setMessage('');
  }, []);
  return {
    phase,
    stations,
    station,
    setStation: pickStation,
    status,
    message,
    start,
    press: async (_btn: 'B1' | 'B2', _val: string) => {},
    pressing: false,
    approved: phase === 'done' && status?.ReCo === '00',
    running,
    frame,
    frameRef,
  };
}
