import { Button, ButtonLink } from 'shared-ui';
import type { NavAction } from '../hooks/use-nav-actions';

/** One header or menu action: a link for destinations, a button for toggles. */
export function NavActionButton({
  action,
  fullWidth = false,
  onDone,
}: {
  action: NavAction;
  fullWidth?: boolean;
  onDone?: () => void;
}) {
  const variant = action.emphasis ?? 'ghost';
  if (action.to) {
    return (
      <ButtonLink
        to={action.to}
        variant={variant}
        icon={action.icon}
        fullWidth={fullWidth}
        onClick={onDone}
      >
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      icon={action.icon}
      fullWidth={fullWidth}
      loading={action.busy}
      onClick={() => {
        onDone?.();
        action.onClick?.();
      }}
    >
      {action.label}
    </Button>
  );
}
