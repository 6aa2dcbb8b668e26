import { Switch } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../../providers/store';
import { setSideNavCollapse } from '../../../providers/store/settings-slice';

export function SideNavSetting() {
  const isCollapsed = useAppSelector((state) => state.settings.isSideNavCollapse);
  const dispatch = useAppDispatch();
  return (
    <Switch
      label="Collapse side navigation"
      description="Show only icons in the side navigation to give pages more room. Remembered on this device."
      checked={isCollapsed}
      onChange={(event) => dispatch(setSideNavCollapse(event.currentTarget.checked))}
    />
  );
}
