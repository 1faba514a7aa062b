import styled from "@emotion/styled";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import { ThemeProvider } from "@mui/material/styles";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useEffect, useId, useRef, useState } from "react";
import { PageHero } from "../../components/blocks";
import { useConsent } from "../../components/consent/ConsentProvider";
import { Seo } from "../../components/Seo";
import { useToast } from "../../components/Toasts";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { Container, Section } from "../../components/ui";
import { cookieBannerEntry } from "../../cms/links";
import { MAX_ASK_AGAIN_DAYS, MIN_ASK_AGAIN_DAYS, type CookieConfig } from "../../lib/consent";
import { formFieldOrder, submitManagerForm, toDataFile, toFormValues, type ManagerFormErrors, type ManagerFormField, type ManagerFormValues, typedFormValues } from "../../lib/cookieManagerForm";
import { saveBlob } from "../../lib/download";
import { must } from "../../lib/must";
import { colors, mq, radius, space } from "../../theme/tokens";
import { muiTheme } from "../../theme/muiTheme";

type Labels = NonNullable<Queries.CookieManagerPageQuery["cookieSettingsJson"]>["admin"];

const Columns = styled.div`
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Panel = styled.section`
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  padding: ${space(3)};
  background: ${colors.cream};
  h2 {
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(1)} ${space(2)};
    margin: 0 0 ${space(2)};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });

function StatusPanel({ labels, status, names }: { labels: Labels; status: CookieManagerData["status"]; names: CookieManagerData["dialog"] }): React.JSX.Element {
  const { ready, record, gpc } = useConsent();
  const headingId = useId();
  const state = (accepted: boolean) => (accepted ? status.accepted : status.rejected);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.statusHeading}</h2>
      <p>{labels.statusIntro}</p>
      {!ready ? null : record ? (
        <>
          <dl>
            <dt>{names.necessaryName}</dt>
            <dd>{state(record.necessary)}</dd>
            <dt>{names.analyticsName}</dt>
            <dd>{state(record.analytics)}</dd>
            <dt>{names.marketingName}</dt>
            <dd>{state(record.marketing)}</dd>
          </dl>
          <p css={{ margin: 0 }}>
            {status.recorded} {dateFormat.format(new Date(record.decidedAt))}
          </p>
        </>
      ) : (
        <>
          <p css={{ fontWeight: 700, margin: 0 }}>{status.none}</p>
          {gpc ? <p css={{ margin: `${space(1)} 0 0` }}>{status.gpc}</p> : null}
        </>
      )}
    </Panel>
  );
}

type CookieManagerData = NonNullable<Queries.CookieManagerPageQuery["cookieSettingsJson"]>;

function ManagerForm({ data }: { data: CookieManagerData }): React.JSX.Element {
  const { config, saveConfig, resetAll } = useConsent();
  const toast = useToast();
  const labels = data.admin;
  const [values, setValues] = useState<ManagerFormValues>(() => toFormValues(config));
  const [errors, setErrors] = useState<ManagerFormErrors>({});
  const [shownConfig, setShownConfig] = useState<CookieConfig>(config);
  // What was typed and not yet saved, before the page hydrated or since: it outlasts the settings read from this
  // browser after the page starts (on a slow phone, after the first keys) and a save from another tab.
  const [edited, setEdited] = useState<Partial<ManagerFormValues>>({});
  const [adopted, setAdopted] = useState(false);
  const fields = useRef<Partial<Record<ManagerFormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Save or Reset pressed before hydration is pressed again once the form shows what was typed (earlyScript.ts).
  const form = useEarlyReady<HTMLFormElement>(adopted);

  useEffect(() => {
    if (!form.current) return;
    const typed = typedFormValues(form.current);
    setAdopted(true);
    if (Object.keys(typed).length === 0) return;
    setEdited(typed);
    setValues((current) => ({ ...current, ...typed }));
  }, [form]);

  // The form follows the settings in force (read from this browser, saved, reset, or saved in another tab), but for
  // what was typed since and not saved.
  if (shownConfig !== config) {
    setShownConfig(config);
    setValues({ ...toFormValues(config), ...edited });
    setErrors({});
  }

  const change = (changed: Partial<ManagerFormValues>) => {
    setValues((current) => ({ ...current, ...changed }));
    setEdited((current) => ({ ...current, ...changed }));
  };

  const set = (field: ManagerFormField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    change({ [field]: event.target.value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const message = (field: ManagerFormField): string | undefined => {
    const error = errors[field];
    if (error === "days") return labels.askAgainDaysError;
    if (error === "required") return labels.textRequiredError;
    return undefined;
  };

  // A fixed number of rows: auto-sizing measures in the browser and shifts the page after it loads.
  const textField = (field: ManagerFormField, label: string, rows: number) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={set(field)}
      multiline
      rows={rows}
      required
      fullWidth
      error={Boolean(errors[field])}
      helperText={message(field)}
      inputRef={(element: HTMLTextAreaElement | null) => {
        fields.current[field] = element;
      }}
    />
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = submitManagerForm(values, config);
    if ("errors" in result) {
      setErrors(result.errors);
      const first = formFieldOrder.find((field) => result.errors[field]);
      const element = first ? fields.current[first] : null;
      // Centred, so that the sticky header does not cover the field and its message. Instant: the page's
      // smooth scrolling (for anchor links) could be cut short here, leaving the field out of view (seen in CI).
      element?.focus({ preventScroll: true });
      element?.scrollIntoView?.({ block: "center", behavior: "instant" });
      return;
    }
    setEdited({});
    saveConfig(result.config);
    toast({ title: labels.savedTitle, text: labels.savedText });
  };

  const onReset = () => {
    setEdited({});
    resetAll();
    toast({ title: labels.resetTitle, text: labels.resetText });
  };

  const onExport = () => {
    saveBlob(new Blob([`${JSON.stringify(toDataFile(data, config), null, 2)}\n`], { type: "application/json" }), "cookie-settings.json");
  };

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} aria-label={labels.formHeading} data-needs-js="">
      <h2 css={{ marginBottom: 0 }}>{labels.formHeading}</h2>
      {textField("bannerText", labels.bannerTextLabel, 5)}
      <div>
        <FormControlLabel
          control={<Switch name="showBanner" checked={values.showBanner} onChange={(event) => change({ showBanner: event.target.checked })} />}
          label={labels.showBannerLabel}
        />
        <p css={{ margin: 0, color: colors.muted, fontSize: "0.9375rem" }}>{labels.showBannerHelp}</p>
      </div>
      <TextField
        label={labels.askAgainDaysLabel}
        name="askAgainDays"
        type="number"
        value={values.askAgainDays}
        onChange={set("askAgainDays")}
        required
        error={Boolean(errors.askAgainDays)}
        helperText={errors.askAgainDays ? labels.askAgainDaysError : labels.askAgainDaysHelp}
        inputRef={(element: HTMLInputElement | null) => {
          fields.current.askAgainDays = element;
        }}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { min: MIN_ASK_AGAIN_DAYS, max: MAX_ASK_AGAIN_DAYS, step: 1, inputMode: "numeric" } }}
      />
      {textField("necessaryText", labels.necessaryTextLabel, 2)}
      {textField("analyticsText", labels.analyticsTextLabel, 2)}
      {textField("marketingText", labels.marketingTextLabel, 2)}
      <Actions>
        <Button type="submit" variant="contained" size="large">
          {labels.save}
        </Button>
        <Button type="button" variant="outlined" size="large" onClick={onReset}>
          {labels.reset}
        </Button>
        <Button type="button" variant="outlined" size="large" onClick={onExport}>
          {labels.export}
        </Button>
      </Actions>
    </Form>
  );
}

/** Staff page for the cookie banner. Not linked from the site, `noindex`, and kept out of the sitemap and robots.txt. */
export default function CookieManagerPage({ data }: PageProps<Queries.CookieManagerPageQuery>): React.JSX.Element {
  const settings = must(data.cookieSettingsJson, "data/cookie-settings.json");
  const labels = settings.admin;
  const helpId = useId();
  const publishId = useId();
  return (
    <ThemeProvider theme={muiTheme}>
      <PageHero heading={labels.title} intro={labels.intro} />
      <Section>
        <Container>
          <Columns>
            <ManagerForm data={settings} />
            <div css={{ display: "flex", flexDirection: "column", gap: space(3) }}>
              <StatusPanel labels={labels} status={settings.status} names={settings.dialog} />
              <Panel aria-labelledby={publishId}>
                <h2 id={publishId}>{labels.publishHeading}</h2>
                <p>{labels.publishText}</p>
                {/* A plain link: the content manager is its own page, not one of the site's. */}
                <a href={cookieBannerEntry} css={{ fontWeight: 700 }}>
                  {labels.publishLabel}
                </a>
              </Panel>
              <section aria-labelledby={helpId}>
                <h2 id={helpId} css={{ fontSize: "1.25rem" }}>
                  {labels.helpHeading}
                </h2>
                {labels.help.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            </div>
          </Columns>
        </Container>
      </Section>
    </ThemeProvider>
  );
}

export const Head: HeadFC<Queries.CookieManagerPageQuery> = ({ data, location }) => {
  const { admin } = must(data.cookieSettingsJson, "data/cookie-settings.json");
  return <Seo title={admin.title} description={admin.description} pathname={location.pathname} noindex />;
};

/** Every field of data/cookie-settings.json, in the file's order, so that Export writes a complete file. */
export const query = graphql`
  query CookieManagerPage {
    cookieSettingsJson {
      ...CookieTexts
      status {
        accepted
        rejected
        none
        recorded
        gpc
      }
      admin {
        title
        description
        intro
        formHeading
        bannerTextLabel
        showBannerLabel
        showBannerHelp
        askAgainDaysLabel
        askAgainDaysHelp
        askAgainDaysError
        necessaryTextLabel
        analyticsTextLabel
        marketingTextLabel
        textRequiredError
        save
        reset
        export
        statusHeading
        statusIntro
        publishHeading
        publishText
        publishLabel
        helpHeading
        help
        savedTitle
        savedText
        resetTitle
        resetText
      }
    }
  }
`;
