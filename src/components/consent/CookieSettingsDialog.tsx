import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { ThemeProvider } from "@mui/material/styles";
import Switch from "@mui/material/Switch";
import React, { useId, useState } from "react";
import type { ConsentChoice, CookieConfig } from "../../lib/consent";
import { colors, space } from "../../theme/tokens";
import { muiTheme } from "../../theme/muiTheme";
import type { CookieTexts } from "../../hooks/useCookieSettings";

interface Props {
  open: boolean;
  texts: CookieTexts;
  config: CookieConfig;
  /** The switches start from the visitor's current choice (off when there is none). */
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

function Category({
  name,
  description,
  checked,
  disabled,
  note,
  onChange,
}: {
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (checked: boolean) => void;
}): React.JSX.Element {
  const id = useId();
  return (
    <li
      css={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: space(2),
        padding: `${space(2)} 0`,
        borderTop: `1px solid ${colors.line}`,
      }}
    >
      <div>
        <span id={`${id}-name`} css={{ fontWeight: 700, color: colors.navy }}>
          {name}
        </span>
        <p id={`${id}-description`} css={{ margin: 0, color: colors.muted, fontSize: "0.9375rem" }}>
          {description}
        </p>
      </div>
      <div css={{ display: "flex", alignItems: "center", flexShrink: 0 }}>
        {note ? <span css={{ fontSize: "0.875rem", color: colors.muted }}>{note}</span> : null}
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked)}
          slotProps={{ input: { "aria-labelledby": `${id}-name`, "aria-describedby": `${id}-description` } }}
        />
      </div>
    </li>
  );
}

/** The cookie settings dialog: a modal with one switch per category. Loaded on demand (React.lazy). */
export default function CookieSettingsDialog({ open, texts, config, initial, onSave, onClose }: Props): React.JSX.Element {
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const titleId = useId();
  const introId = useId();
  const { dialog } = texts;
  return (
    <ThemeProvider theme={muiTheme}>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        disableRestoreFocus
        aria-labelledby={titleId}
        aria-describedby={introId}
      >
        <DialogTitle id={titleId} component="h2" sx={{ fontSize: "1.375rem", fontWeight: 800, color: colors.navy }}>
          {dialog.title}
        </DialogTitle>
        <DialogContent>
          <p id={introId} css={{ marginTop: 0 }}>
            {dialog.intro}
          </p>
          <ul css={{ listStyle: "none", margin: 0, padding: 0 }}>
            <Category name={dialog.necessaryName} description={config.necessaryText} checked disabled note={dialog.alwaysOn} />
            <Category
              name={dialog.analyticsName}
              description={config.analyticsText}
              checked={choice.analytics}
              onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
            />
            <Category
              name={dialog.marketingName}
              description={config.marketingText}
              checked={choice.marketing}
              onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
            />
          </ul>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: "wrap" }}>
          <Button onClick={onClose} variant="outlined">
            {dialog.cancel}
          </Button>
          <Button onClick={() => onSave(choice)} variant="contained">
            {dialog.save}
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}
