// The branch this sign-in sells for (GET /pos/change-branch), on the POS menu's header and the
// storefront's staff bar, both drawn on the kauri green.
import type { StaffTools } from '../hooks/useStaffTools.ts';

type BranchTools = Pick<StaffTools, 'branch' | 'branches' | 'branchName' | 'busy' | 'changeBranch'>;

export function BranchSelect({
  tools,
  hideLabel = false,
  className = '',
}: {
  tools: BranchTools;
  hideLabel?: boolean;
  className?: string;
}) {
  const { branch, branches, busy } = tools;
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <span className={hideLabel ? 'sr-only' : ''}>Branch</span>
      <select
        data-testid="pos-branch"
        value={branch}
        disabled={busy}
        onChange={(e) => void tools.changeBranch(e.target.value)}
        className="min-h-11 max-w-full min-w-0 rounded-lg border border-white/40 bg-kauri-dark px-2 text-white focus-visible:outline-2 focus-visible:outline-white disabled:opacity-70"
      >
        {!branches.some((b) => b.code === branch) && <option value={branch}>{tools.branchName(branch)}</option>}
        {branches.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}
