import { useUi } from '../store/ui.ts';

export function Toast() {
  const { toast, dismiss } = useUi();
  if (!toast) return <div role="status" aria-live="polite" className="toast-region" />;
  return (
    <div role="status" aria-live="polite" className="toast-region">
      <div className="toast">
        <span>{toast.message}</span>
        {toast.action && <button type="button" onClick={() => (toast.action!.run(), dismiss())}>{toast.action.label}</button>}
        <button type="button" aria-label="Dismiss" onClick={dismiss}>✕</button>
      </div>
    </div>
  );
}
