import { createTheme } from "@mui/material/styles";
import { colors, fonts, radius } from "./tokens";

/**
 * The MUI theme for the interactive, code-split parts (dialogs, the admin
 * form), derived from the same tokens as the static components. Import it only
 * from modules that are loaded on demand, never from one every page loads.
 */
export const muiTheme = createTheme({
  palette: {
    primary: { main: colors.navy, dark: colors.navyDark, contrastText: colors.paper },
    secondary: { main: colors.amber, contrastText: colors.navyDark },
    error: { main: colors.error },
    success: { main: colors.success },
    text: { primary: colors.ink, secondary: colors.muted },
  },
  shape: { borderRadius: Number.parseInt(radius, 10) },
  typography: {
    fontFamily: fonts.body,
    button: { textTransform: "none", fontWeight: 700, fontSize: "1rem" },
  },
  components: {
    // MUI shows keyboard focus with a ripple only; the site's visible ring is kept on every control.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          "&.Mui-focusVisible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
        },
      },
    },
  },
});
