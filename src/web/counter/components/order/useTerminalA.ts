// Card terminal A's popup state (specs/pos.md "Terminal payment"): the stations, then start, then the
// terminal's status polled every 5 s until StatusId 6 (final; ReCo '00' approved). Check Status skips
// the picker and asks the line's own transaction. While the terminal works the page may not be left:
// a reload or closing the tab asks the browser's question, a link inside the app asks ours.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { HitStation, HitStatusResponse } from '../../../../contract/pos-terminals.ts';
import { ApiError, api } from '../../../common/lib/api.ts';

export const NO_STATIONS = 'No any EFTPOS machine available';
export const SELECT_STATION = 'Please select a EFTPOS machine';
export const IN_USE = "EFTPOS terminal is being used, please don't close/reload window!";
export const LEAVE_WHILE_PAYING = 'Payment on processing. Are you sure you wish to leave?';
export const POLL_MS = 5000;

export type TerminalJob = {
  orderNo: string;
  lineId: number;
  kind: 'purchase' | 'refund' | 'check';
  /** A: veftpos, host-initiated and polled (this hook); B: weftpos, the vendor's frame (useTerminalB.ts). */
  integration?: 'A' | 'B';
};
export type TerminalPhase = 'loading' | 'pick' | 'running' | 'done' | 'stopped';
type Status = Omit<HitStatusResponse, 'success'>;

export function useTerminalA(job: TerminalJob, pollMs = POLL_MS) {
  const [phase, setPhase] = useState<TerminalPhase>(job.kind === 'check' ? 'running' : 'loading');
  const [stations, setStations] = useState<HitStation[]>([]);
  const [station, setStation] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [message, setMessage] = useState('');
  const [pressing, setPressing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const stationRef = useRef('');

  const poll = useCallback(async () => {
    try {
      const s = await api('pos.hit.status', { option: job.lineId, orderNo: job.orderNo, station: stationRef.current });
      if (!alive.current) return;
      const { success: _ok, ...shown } = s;
      setStatus(shown);
      if (s.StatusId === 6) {
        setPhase('done');
        return;
      }
      timer.current = setTimeout(() => void poll(), pollMs);
    } catch (err) {
      if (!alive.current) return;
      setMessage(err instanceof Error ? err.message : String(err));
      setPhase('stopped');
    }
  }, [job.lineId, job.orderNo, pollMs]);

  useEffect(() => {
    alive.current = true;
    if (job.kind === 'check') void poll();
    else
      api('pos.hit.stations')
        .then((r) => {
          if (!alive.current) return;
          setStations(r.stations);
          if (r.stations.length === 0) setMessage(NO_STATIONS);
          if (r.stations.length === 1) setStation(r.stations[0]!.id);
          setPhase('pick');
        })
        .catch((err: unknown) => {
          setMessage(err instanceof Error ? err.message : String(err));
          setPhase('stopped');
        });
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [job.kind, poll]);

  const start = useCallback(async () => {
    if (!station) {
      setMessage(SELECT_STATION);
      return;
    }
    setMessage('');
    stationRef.current = station;
    setPhase('running');
    try {
      const { DL1, DL2, B1, B2 } = await api('pos.hit.start', {
        option: job.lineId,
        station,
        type: job.kind === 'refund' ? 'refund' : 'purchase',
        orderNo: job.orderNo,
      });
      // The terminal's first screen shows at once, before the first status answer.
      if (!alive.current) return;
      setStatus({ StatusId: 0, ReCo: '', DL1, DL2, B1, B2 });
      void poll();
    } catch (err) {
      // The start failure's own words (the terminal busy, the station taken by another till). A start
      // whose answer was lost may have reached the terminal: the line waits for Check Status instead.
      setMessage(err instanceof Error ? err.message : String(err));
      setPhase(err instanceof ApiError && err.status === 502 ? 'stopped' : 'pick');
    }
  }, [station, job, poll]);

  const press = useCallback(
    async (btn: 'B1' | 'B2', val: string) => {
      setPressing(true);
      try {
        await api('pos.hit.button', { btn, val, orderNo: job.orderNo, station: stationRef.current });
      } catch (err) {
        setMessage(err instanceof Error ? err.message : String(err));
      } finally {
        setPressing(false);
      }
    },
    [job.orderNo],
  );

  const running = phase === 'running';
  useLeaveGuard(running);

  const approved = phase === 'done' && status?.ReCo === '00';
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
    press,
    pressing,
    approved,
    running,
  };
}

/** While a terminal works the page may not be left: a reload or closing the tab asks the browser's question, a link ours. */
export function useLeaveGuard(running: boolean) {
  useEffect(() => {
    if (!running) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_WHILE_PAYING;
      return LEAVE_WHILE_PAYING;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);
  const blocker = useBlocker(running);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WHILE_PAYING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
