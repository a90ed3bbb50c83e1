import { itIT } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * Sober navy and brass for a legal back-office. Grid and picker translations are applied where
 * those components live, so the sign-in bundle does not carry them.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f3a5f', light: '#4a6a94', dark: '#122740', contrastText: '#ffffff' },
      secondary: { main: '#8a6d3b', contrastText: '#ffffff' },
      // MUI's default info and warning put white text below the 4.5:1 WCAG AA contrast on chips.
      info: { main: '#0277bd', contrastText: '#ffffff' },
      warning: { main: '#b54708', contrastText: '#ffffff' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  itIT,
);
