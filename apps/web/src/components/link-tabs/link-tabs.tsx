import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

/** One tab: its link and its label (already translated). */
export interface LinkTab {
  key: string;
  label: string;
  to: string;
}

/**
 * A row of tabs that are links to child routes (the selected one is in the URL), drawn like MUI's tabs: a tab list
 * of `role="tab"` links, the current one `aria-selected` and underlined. Unlike MUI `Tabs` it measures nothing:
 * MUI's tabs read every tab's size after each render to place their indicator and scroll buttons, forced layouts
 * of 81–183 ms per load of the first screen in throttled CPU profiles (docs/web-performance.md). The row scrolls sideways when it
 * does not fit. Keyboard: Tab reaches each link; ←/→ move between tabs and Home/End go to the first/last (WAI-ARIA
 * Authoring Practices, "Tabs" pattern).
 */
export function LinkTabs({ tabs, current, label }: { tabs: readonly LinkTab[]; current: string; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = links.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % links.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + links.length) % links.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? links.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    links[next]!.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', overflowX: 'auto', mb: 2, borderBottom: 1, borderColor: 'divider', scrollbarWidth: 'none' }}
    >
      {tabs.map((tab) => {
        const selected = tab.key === current;
        return (
          <ButtonBase
            key={tab.key}
            component={Link}
            to={tab.to}
            role="tab"
            aria-selected={selected}
            sx={(theme) => ({
              ...theme.typography.button,
              flexShrink: 0,
              minHeight: 48,
              minWidth: 90,
              px: 2,
              py: 1.5,
              mb: '-1px',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'primary.main' },
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
