import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId } from 'react';

type Props = {
  /** One tab per label; the label is also the key of its panel. */
  labels: readonly string[];
  value: number;
  onChange: (tab: number) => void;
  /** Accessible name of the tab list. */
  label: string;
  panelSx?: SxProps<Theme>;
  /** Content of the panel at `index`. */
  children: (index: number) => ReactNode;
};

/**
 * Scrollable tabs and their panels, linked by id/aria-controls. Every panel stays mounted (only
 * hidden), so the edits of a form spread over tabs survive a change of tab.
 */
export function TabbedPanels({ labels, value, onChange, label, panelSx, children }: Props) {
  const id = useId();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, tab: number) => onChange(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
      >
        {labels.map((tab, index) => (
          <Tab key={tab} label={tab} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {labels.map((tab, index) => (
        <Box
          key={tab}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={panelSx}
        >
          {children(index)}
        </Box>
      ))}
    </>
  );
}
