/** What the toast provider (Toasts.tsx) and the lazily loaded list (ToastList.tsx) share, apart from either. */
export interface ToastMessage {
  title: string;
  text: string;
}

export interface ToastEntry extends ToastMessage {
  id: number;
}

export const TOAST_DURATION_MS = 5000;
