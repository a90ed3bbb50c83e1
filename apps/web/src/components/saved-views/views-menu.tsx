import type { TSavedView, TSavedViewList, TSavedViewState } from '@app/shared';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ListParams } from '../../lib/list-query';
import { useConfirm } from '../confirm-dialog';
import { useSnackbar } from '../snackbar';
import { useDeleteView } from './delete-view';
import { forgetView, type LastView, readLastView, rememberView, sameState } from './last-view';
import { viewsQuery } from './list-views';
import { SaveViewDialog } from './save-view-dialog';
import { VIEW_TEXT } from './view-texts';

export type ViewsMenuProps = {
  list: TSavedViewList;
  adminId: number | undefined;
  /** the list as it is now: its params and the columns hidden */
  current: ListParams & { hidden: readonly string[] };
  /** applies a view's state to the list */
  onApply: (state: TSavedViewState) => void;
};

const stateOf = ({ q, sort, pageSize, filters, hidden }: ViewsMenuProps['current']): TSavedViewState => ({
  ...(q ? { q } : {}),
  ...(sort ? { sort } : {}),
  pageSize,
  filters: Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => value)),
  hidden: [...hidden],
});

/**
 * "Viste" in a list's toolbar: choose a saved view, save the current filters, sort and columns as
 * one, delete one's own. The button names the view the list shows, as long as it does.
 */
export default function ViewsMenu({ list, adminId, current, onApply }: ViewsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<LastView | null>(() => (adminId ? readLastView(adminId, list) : null));
  const menuId = useId();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const views = useQuery({ ...viewsQuery(list), enabled: anchor !== null });
  const remove = useDeleteView(list);
  const state = stateOf(current);
  const active = last && sameState(last.state, state) ? last : null;
  const activeView = views.data?.find((view) => view.id === active?.id);

  // a view deleted meanwhile (another admin's shared one) is no longer where the list opens; read
  // from the views just fetched for the open menu, never from an answer older than a save
  const fresh = anchor !== null && views.isSuccess && !views.isFetching ? views.data : null;
  useEffect(() => {
    if (!adminId || !last || !fresh || fresh.some((view) => view.id === last.id)) return;
    forgetView(adminId, list);
    setLast(null);
  }, [adminId, last, list, fresh]);

  const use = (view: Pick<TSavedView, 'id' | 'name' | 'list' | 'state'>) => {
    if (adminId) rememberView(adminId, view);
    setLast({ id: view.id, name: view.name, state: view.state });
  };
  const choose = (view: TSavedView) => {
    setAnchor(null);
    use(view);
    onApply(view.state);
  };
  const removeActive = async (view: TSavedView) => {
    setAnchor(null);
    const ok = await confirm({
      message: VIEW_TEXT.confirmDelete(view.name),
      confirmLabel: VIEW_TEXT.delete,
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(view.id, {
      onSuccess: () => {
        if (adminId) forgetView(adminId, list);
        setLast(null);
        snackbar.show(VIEW_TEXT.deleted(view.name));
      },
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {active ? VIEW_TEXT.showing(active.name) : VIEW_TEXT.button}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {views.isPending ? <MenuItem disabled>{VIEW_TEXT.loading}</MenuItem> : null}
        {views.data?.length === 0 ? <MenuItem disabled>{VIEW_TEXT.none}</MenuItem> : null}
        {views.data?.map((view) => (
          <MenuItem key={view.id} selected={view.id === active?.id} onClick={() => choose(view)}>
            <ListItemText
              primary={view.name}
              secondary={
                view.mine ? (view.shared ? VIEW_TEXT.sharedMine : null) : VIEW_TEXT.sharedBy(view.owner)
              }
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          {VIEW_TEXT.save}
        </MenuItem>
        {activeView?.mine ? (
          <MenuItem onClick={() => removeActive(activeView)}>
            {VIEW_TEXT.deleteNamed(activeView.name)}
          </MenuItem>
        ) : null}
      </Menu>
      {saving ? (
        <SaveViewDialog
          list={list}
          state={state}
          onClose={(saved) => {
            setSaving(false);
            if (!saved) return;
            use(saved);
            snackbar.show(VIEW_TEXT.saved(saved.name));
          }}
        />
      ) : null}
    </>
  );
}
