import { toast, type ToastOptions } from 'react-toastify';
import classes from './notify.module.css';

type TVariant = 'success' | 'error' | 'warning';

function ToastBody({ title, description }: { title: string; description?: string }) {
  return (
    <div className={classes.body}>
      <strong className={classes.title}>{title}</strong>
      {description ? <span className={classes.description}>{description}</span> : null}
    </div>
  );
}

function show(variant: TVariant, title: string, description?: string, options?: ToastOptions) {
  return toast[variant](<ToastBody title={title} description={description} />, {
    ...options,
    // Errors must be read out at once; the rest can wait for a pause.
    role: variant === 'error' ? 'alert' : 'status',
  });
}

/** The toasts of spec §8: a bold title and a description, in three variants. */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) => show('success', title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) => show('error', title, description, options),
  warning: (title: string, description?: string, options?: ToastOptions) => show('warning', title, description, options),
};
