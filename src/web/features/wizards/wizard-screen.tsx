import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CURRENT_TERMS_VERSION } from '../../../common/accounts';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { EU_VAT_COUNTRIES } from '../../../common/vat-numbers';
import {
  DECLARED_USES,
  WIZARD_PAGE,
  type AcceptanceCheck,
  type CompanyCheck,
  type DeclaredUse,
  type DeclaredUsesOptions,
  type WizardKind,
  type WizardLinkCheck,
  type WizardView,
} from '../../../common/wizards';
import { ApiError } from '../../lib/api';
import { countryNamer } from '../../lib/country-names';
import { formErrorsOf } from '../../lib/form-errors';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useConfirm } from '../../ui/confirmation-modal';
import { Checkbox, FormAlert, PasswordField, SelectField, TextField } from '../../ui/form';
import type { WizardPageData } from './wizard-types';
import { wizardsApi } from './wizards-api';
import './wizards.css';

/** Countries one may name as the end use's (the EU and the usual export markets; no embargoed ones). */
const END_USE_COUNTRIES = [
  ...EU_VAT_COUNTRIES,
  'gb',
  'ch',
  'no',
  'is',
  'us',
  'ca',
  'mx',
  'br',
  'jp',
  'kr',
  'tw',
  'sg',
  'in',
  'au',
  'il',
  'tr',
  'ua',
  'za',
];

type Errors = Record<string, string>;

/** A field's message, or its first item's ("countries.0"), when the server names one. */
const fieldError = (errors: Errors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** The day a link works until, in the page's language (the same on the server and in the browser). */
const until = (iso: string, language: Language) => formatDate(iso, language);

/**
 * /wizard/display and /wizard/data-acceptance (spec §2, ADR 073): a mailed link first describes
 * itself and opens on "Start" (opening spends it); then the wizard's steps, each validated by the
 * server before the next one shows (spec §4 "Form steps").
 */
export function WizardScreen({
  data,
  locale,
  login,
}: {
  data: WizardPageData;
  locale: Locale;
  /** The login form the page puts in for links that need the person logged in (a slot: ADR 034). */
  login: ReactNode;
}) {
  const [opened, setOpened] = useState<WizardView | null>(data.mode === 'wizard' ? data.view : null);
  if (opened) {
    return (
      <WizardRunner
        initial={opened}
        declaredUses={data.mode === 'wizard' ? data.declaredUses : null}
        locale={locale}
      />
    );
  }
  if (data.mode !== 'link') return null;
  return (
    <LinkIntro token={data.token} check={data.check} locale={locale} login={login} onOpened={setOpened} />
  );
}

function LinkIntro({
  token,
  check,
  locale,
  login,
  onOpened,
}: {
  token: string;
  check: WizardLinkCheck;
  locale: Locale;
  login: ReactNode;
  onOpened: (view: WizardView) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = check.kind;
  const valid = check.state === 'valid' ? check : null;

  const start = async () => {
    setBusy(true);
    try {
      const view = await wizardsApi.open(token);
      // The address no longer carries the link: a reload shows the wizard, not the spent link.
      window.history.replaceState(
        null,
        '',
        localHref(locale, WIZARD_PAGE[view.kind], { wizard: view.wizardId }),
      );
      onOpened(view);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.body.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wizard-page" data-testid="wizard-link">
      <h1>{t(kind ? `wizards.title.${kind}` : 'wizards.failure.title')}</h1>
      {valid && <p>{t(`wizards.intro.${valid.kind}`, { company: valid.companyName })}</p>}
      {valid && (
        <p className="wizard-page__note">
          {t('wizards.linkFor', { email: valid.email, date: until(valid.expiresAt, locale.language) })}
        </p>
      )}
      <FormAlert message={problem} />
      {check.state === 'login_required' ? (
        <>
          <p>{t('wizards.failure.login_required')}</p>
          {login}
        </>
      ) : (
        <p className="wizard-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void start()}
            disabled={busy}
            data-testid="wizard-start"
          >
            {busy ? t('wizards.starting') : t('wizards.start')}
          </button>
        </p>
      )}
    </div>
  );
}

function WizardRunner({
  initial,
  declaredUses,
  locale,
}: {
  initial: WizardView;
  declaredUses: DeclaredUsesOptions | null;
  locale: Locale;
}) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const [view, setView] = useState(initial);
  const [shown, setShown] = useState(initial.current);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<'left' | 'declined' | null>(null);
  const [companyCheck, setCompanyCheck] = useState<CompanyCheck | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step takes the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [shown, ended]);

  const run = async <T,>(call: () => Promise<T>, then: (result: T) => void, prefix = '') => {
    setBusy(true);
    setErrors({});
    try {
      then(await call());
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected'), prefix));
    } finally {
      setBusy(false);
    }
  };

  const advance = (next: WizardView) => {
    setView(next);
    setShown(next.current);
  };

  const finish = (kind: WizardKind) => {
    window.location.assign(localHref(locale, 'link_confirmation', { kind }));
  };

  const leave = async () => {
    if (!(await confirm('leaveLinkAcceptance', { t: uiT }))) return;
    await run(
      () => wizardsApi.clearSession(view.wizardId),
      () => setEnded('left'),
    );
  };

  const decline = async () => {
    const yes = await confirm('leaveLinkAcceptance', {
      t: uiT,
      texts: { title: t(`wizards.decline.${view.kind}`), text: t('wizards.declineConfirm') },
    });
    if (!yes) return;
    await run(
      () => wizardsApi.invalidateSession(view.wizardId),
      () => setEnded('declined'),
    );
  };

  if (ended) {
    return (
      <div className="wizard-page" data-testid="wizard-ended">
        <h1 ref={heading} tabIndex={-1}>
          {t(`wizards.title.${view.kind}`)}
        </h1>
        <p role="status">{t(ended === 'left' ? 'wizards.left' : 'wizards.declined')}</p>
        <p>
          <a href={localHref(locale, 'home_index')}>{t('wizards.failure.home')}</a>
        </p>
      </div>
    );
  }

  const steps = view.steps;
  const index = steps.indexOf(shown);
  const reachable = (step: string) =>
    view.done.includes(step) || step === view.current || (step === 'summary' && view.current === 'summary');
  const back = index > 0 ? steps[index - 1] : undefined;

  let body: ReactNode;
  if (view.kind === 'contact_person') {
    if (shown === 'details')
      body = (
        <DetailsStep
          view={view}
          busy={busy}
          errors={errors}
          onSubmit={(d) =>
            void run(() => wizardsApi.step(view.wizardId, { step: 'details', data: d }), advance, 'data.')
          }
        />
      );
    else if (shown === 'password')
      body = (
        <PasswordStep
          busy={busy}
          errors={errors}
          username={view.answers.username ?? ''}
          onSubmit={(d) =>
            void run(() => wizardsApi.step(view.wizardId, { step: 'password', data: d }), advance, 'data.')
          }
        />
      );
    else if (shown === 'terms')
      body = (
        <TermsStep
          label={t('wizards.terms.text', { version: CURRENT_TERMS_VERSION })}
          busy={busy}
          errors={errors}
          accepted={view.answers.termsAccepted}
          onSubmit={() =>
            void run(
              () => wizardsApi.step(view.wizardId, { step: 'terms', data: { accept: true } }),
              advance,
              'data.',
            )
          }
        />
      );
    else
      body = (
        <Summary
          lead={t('wizards.summary.contact_person')}
          rows={[
            [
              t('wizards.summary.name'),
              `${view.answers.details?.firstName ?? ''} ${view.answers.details?.lastName ?? ''}`,
            ],
            [t('wizards.summary.email'), view.email],
            [t('wizards.summary.phone'), view.answers.details?.phone || t('wizards.summary.none')],
            [t('wizards.summary.username'), view.answers.username || t('wizards.summary.none')],
            [t('wizards.summary.termsAccepted'), view.answers.termsAccepted ? '✓' : '—'],
          ]}
          action={t('wizards.summary.finishContactPerson')}
          busy={busy}
          errors={errors}
          onFinish={() =>
            void run(
              () => wizardsApi.finalizeContactPerson(view.wizardId),
              (done) => finish(done.kind),
            )
          }
        />
      );
  } else if (view.kind === 'company_change') {
    if (shown === 'data')
      body = (
        <CompanyStep
          initial={view.answers.company ?? view.currentCompany}
          busy={busy}
          errors={errors}
          onSubmit={(d) =>
            void run(
              () => wizardsApi.validateCompanyChange(view.wizardId, d),
              (check) => {
                setCompanyCheck(check);
                const next = {
                  ...view,
                  done: [...new Set([...view.done, 'data'])],
                  current: 'review',
                  answers: { ...view.answers, company: check.proposed },
                };
                advance(next);
              },
            )
          }
        />
      );
    else
      body = (
        <CompanyReview
          wizardId={view.wizardId}
          check={companyCheck}
          onChecked={setCompanyCheck}
          busy={busy}
          errors={errors}
          onFinish={() =>
            void run(
              () => wizardsApi.finalizeCompanyChange(view.wizardId),
              (done) => finish(done.kind),
            )
          }
        />
      );
  } else {
    if (shown === 'terms')
      body = (
        <TermsStep
          label={t('wizards.terms.company', { company: view.companyName, version: CURRENT_TERMS_VERSION })}
          busy={busy}
          errors={errors}
          accepted={view.answers.termsAccepted}
          onSubmit={() =>
            void run(
              () => wizardsApi.step(view.wizardId, { step: 'terms', data: { accept: true } }),
              advance,
              'data.',
            )
          }
        />
      );
    else if (shown === 'declared_uses')
      body = (
        <DeclaredUsesStep
          locale={locale}
          initial={view.answers.declaredUses ?? declaredUses?.current ?? null}
          since={declaredUses?.current?.declaredAt ?? null}
          busy={busy}
          errors={errors}
          onSubmit={(uses, countries, statement) =>
            void run(() => wizardsApi.saveDeclaredUses(view.wizardId, uses, countries, statement), advance)
          }
        />
      );
    else
      body = (
        <AcceptanceSummary
          view={view}
          locale={locale}
          busy={busy}
          errors={errors}
          onFinish={() =>
            void run(
              () => wizardsApi.finalizeAcceptance(view.wizardId),
              (done) => finish(done.kind),
            )
          }
        />
      );
  }

  return (
    <div className="wizard-page" data-testid="wizard" data-kind={view.kind} data-step={shown}>
      <p className="wizard-page__company">{view.companyName}</p>
      <h1>{t(`wizards.title.${view.kind}`)}</h1>
      <nav aria-label={t('wizards.stepOf', { current: index + 1, total: steps.length })}>
        <ol className="wizard-steps">
          {steps.map((step, i) => (
            <li
              key={step}
              className={`wizard-steps__step${step === shown ? ' wizard-steps__step--current' : ''}${view.done.includes(step) ? ' wizard-steps__step--done' : ''}`}
              aria-current={step === shown ? 'step' : undefined}
            >
              {reachable(step) && step !== shown ? (
                <button type="button" className="wizard-steps__link" onClick={() => setShown(step)}>
                  <span className="wizard-steps__number">{i + 1}</span> {t(`wizards.steps.${step}`)}
                </button>
              ) : (
                <span>
                  <span className="wizard-steps__number">{i + 1}</span> {t(`wizards.steps.${step}`)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <section className="wizard-page__step" aria-labelledby="wizard-step-heading">
        <h2 id="wizard-step-heading" ref={heading} tabIndex={-1}>
          {t('wizards.stepOf', { current: index + 1, total: steps.length })}: {t(`wizards.steps.${shown}`)}
        </h2>
        {body}
      </section>
      <div className="wizard-page__footer">
        {back && reachable(back) ? (
          <button type="button" className="button" onClick={() => setShown(back)} disabled={busy}>
            {t('wizards.back')}
          </button>
        ) : (
          <span />
        )}
        <span className="wizard-page__leave">
          <button
            type="button"
            className="wizard-page__text-button"
            onClick={() => void leave()}
            data-testid="wizard-leave"
          >
            {t('wizards.leave')}
          </button>
          <button
            type="button"
            className="wizard-page__text-button"
            onClick={() => void decline()}
            data-testid="wizard-decline"
          >
            {t(`wizards.decline.${view.kind}`)}
          </button>
        </span>
      </div>
    </div>
  );
}

function DetailsStep({
  view,
  busy,
  errors,
  onSubmit,
}: {
  view: WizardView;
  busy: boolean;
  errors: Errors;
  onSubmit: (data: { firstName: string; lastName: string; phone: string; language: string }) => void;
}) {
  const t = useT();
  // What the person answered before, else what the inviting colleague typed.
  const saved = view.answers.details ?? view.invited;
  const [firstName, setFirstName] = useState(saved?.firstName ?? '');
  const [lastName, setLastName] = useState(saved?.lastName ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [language, setLanguage] = useState<string>(saved?.language ?? 'en');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ firstName, lastName, phone, language });
  };
  return (
    <form className="wizard-form" onSubmit={submit} noValidate data-testid="wizard-details">
      <FormAlert message={errors.form} />
      <div className="wizard-form__pair">
        <TextField
          label={t('wizards.fields.firstName')}
          required
          value={firstName}
          onChange={setFirstName}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={60}
          name="firstName"
        />
        <TextField
          label={t('wizards.fields.lastName')}
          required
          value={lastName}
          onChange={setLastName}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={60}
          name="lastName"
        />
      </div>
      <TextField
        label={t('wizards.fields.phone')}
        type="tel"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        autoComplete="tel"
        name="phone"
      />
      <SelectField
        label={t('wizards.fields.language')}
        value={language}
        onChange={setLanguage}
        error={errors.language}
        name="language"
        options={(['en', 'pl', 'de', 'hu'] as const).map((code) => ({
          value: code,
          label: t(`wizards.languages.${code}`),
        }))}
      />
      <NextButton busy={busy} />
    </form>
  );
}

function PasswordStep({
  busy,
  errors,
  username: savedUsername,
  onSubmit,
}: {
  busy: boolean;
  errors: Errors;
  username: string;
  onSubmit: (data: { username: string; password: string; passwordRepeat: string }) => void;
}) {
  const t = useT();
  const [username, setUsername] = useState(savedUsername);
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username, password, passwordRepeat });
  };
  return (
    <form className="wizard-form" onSubmit={submit} noValidate data-testid="wizard-password">
      <FormAlert message={errors.form} />
      <TextField
        label={t('wizards.fields.username')}
        hint={t('wizards.fields.usernameHint')}
        value={username}
        onChange={setUsername}
        error={errors.username}
        autoComplete="username"
        name="username"
        maxLength={40}
      />
      <PasswordField
        label={t('wizards.fields.password')}
        hint={t('wizards.fields.passwordHint')}
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
        name="password"
      />
      <PasswordField
        label={t('wizards.fields.passwordRepeat')}
        required
        value={passwordRepeat}
        onChange={setPasswordRepeat}
        error={errors.passwordRepeat}
        autoComplete="new-password"
        name="passwordRepeat"
      />
      <NextButton busy={busy} />
    </form>
  );
}

function TermsStep({
  label,
  accepted,
  busy,
  errors,
  onSubmit,
}: {
  label: string;
  accepted: boolean;
  busy: boolean;
  errors: Errors;
  onSubmit: () => void;
}) {
  const t = useT();
  const [accept, setAccept] = useState(accepted);
  const [local, setLocal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accept) {
      setLocal(t('errors.input.acceptTerms'));
      return;
    }
    setLocal(null);
    onSubmit();
  };
  return (
    <form className="wizard-form" onSubmit={submit} noValidate data-testid="wizard-terms">
      <FormAlert message={errors.form} />
      <Checkbox
        label={label}
        required
        checked={accept}
        onChange={setAccept}
        error={local ?? errors.accept}
        name="accept"
      />
      <NextButton busy={busy} />
    </form>
  );
}

function CompanyStep({
  initial,
  busy,
  errors,
  onSubmit,
}: {
  initial: { companyName: string; street: string; zipCode: string; city: string; vatNumber: string } | null;
  busy: boolean;
  errors: Errors;
  onSubmit: (data: {
    companyName: string;
    street: string;
    zipCode: string;
    city: string;
    vatNumber: string;
  }) => void;
}) {
  const t = useT();
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '');
  const [street, setStreet] = useState(initial?.street ?? '');
  const [zipCode, setZipCode] = useState(initial?.zipCode ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [vatNumber, setVatNumber] = useState(initial?.vatNumber ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ companyName, street, zipCode, city, vatNumber });
  };
  return (
    <form className="wizard-form" onSubmit={submit} noValidate data-testid="wizard-company">
      <FormAlert message={errors.form} />
      <TextField
        label={t('wizards.fields.companyName')}
        required
        value={companyName}
        onChange={setCompanyName}
        error={errors.companyName}
        autoComplete="organization"
        maxLength={120}
        name="companyName"
      />
      <TextField
        label={t('wizards.fields.street')}
        required
        value={street}
        onChange={setStreet}
        error={errors.street}
        autoComplete="address-line1"
        maxLength={120}
        name="street"
      />
      <div className="wizard-form__pair">
        <TextField
          label={t('wizards.fields.zipCode')}
          required
          value={zipCode}
          onChange={setZipCode}
          error={errors.zipCode}
          autoComplete="postal-code"
          maxLength={12}
          name="zipCode"
        />
        <TextField
          label={t('wizards.fields.city')}
          required
          value={city}
          onChange={setCity}
          error={errors.city}
          autoComplete="address-level2"
          maxLength={60}
          name="city"
        />
      </div>
      <TextField
        label={t('wizards.fields.vatNumber')}
        required
        value={vatNumber}
        onChange={setVatNumber}
        error={errors.vatNumber}
        maxLength={20}
        name="vatNumber"
      />
      <p className="wizard-page__actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="wizard-next">
          {busy ? t('wizards.saving') : t('wizards.company.check')}
        </button>
      </p>
    </form>
  );
}

function CompanyReview({
  wizardId,
  check,
  onChecked,
  busy,
  errors,
  onFinish,
}: {
  wizardId: string;
  check: CompanyCheck | null;
  onChecked: (check: CompanyCheck) => void;
  busy: boolean;
  errors: Errors;
  onFinish: () => void;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  // The review checks the kept data again (spec §7 recheck-company-change): the registry or the
  // data in force may have changed since the data step.
  useEffect(() => {
    wizardsApi
      .recheckCompanyChange(wizardId)
      .then(onChecked)
      .catch((failure: unknown) =>
        setProblem(failure instanceof ApiError ? failure.body.message : t('errors.unexpected')),
      );
  }, [wizardId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!check) return <FormAlert message={problem} />;
  return (
    <div className="wizard-review" data-testid="wizard-review">
      <FormAlert message={errors.form ?? errors.companyName ?? problem} />
      <h3>{t('wizards.company.changes')}</h3>
      <table className="wizard-review__table">
        <thead>
          <tr>
            <th scope="col">{t('wizards.company.fieldHeader')}</th>
            <th scope="col">{t('wizards.company.current')}</th>
            <th scope="col">{t('wizards.company.proposed')}</th>
          </tr>
        </thead>
        <tbody>
          {check.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{t(`wizards.company.field.${change.field}`)}</th>
              <td>{change.from || '—'}</td>
              <td>
                <strong>{change.to}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('wizards.company.registry')}</h3>
      {check.registry ? (
        <p data-testid="wizard-registry">
          {t('wizards.company.registryMatch', {
            ...check.registry,
            vatNumber: check.registry.vatNumber ?? '—',
          })}
        </p>
      ) : null}
      {check.warnings.map((warning) => (
        <p key={warning} className="wizard-page__warning" role="note">
          {t(warning)}
        </p>
      ))}
      <p className="wizard-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onFinish}
          disabled={busy}
          data-testid="wizard-finish"
        >
          {t('wizards.summary.finishCompany')}
        </button>
      </p>
    </div>
  );
}

function DeclaredUsesStep({
  locale,
  initial,
  since,
  busy,
  errors,
  onSubmit,
}: {
  locale: Locale;
  initial: { uses: string[]; countries: string[] } | null;
  since: string | null;
  busy: boolean;
  errors: Errors;
  onSubmit: (uses: DeclaredUse[], countries: string[], statement: boolean) => void;
}) {
  const t = useT();
  const name = countryNamer(locale.language);
  const [uses, setUses] = useState<DeclaredUse[]>(
    (initial?.uses ?? []).filter((u): u is DeclaredUse => (DECLARED_USES as readonly string[]).includes(u)),
  );
  const [countries, setCountries] = useState<string[]>(initial?.countries ?? []);
  const [statement, setStatement] = useState(false);
  const options = [...END_USE_COUNTRIES].sort((a, b) => name(a).localeCompare(name(b), locale.language));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(uses, countries, statement);
  };
  const usesError = fieldError(errors, 'uses');
  const countriesError = fieldError(errors, 'countries');
  const toggle = (use: DeclaredUse, on: boolean) =>
    setUses((current) => (on ? [...current, use] : current.filter((u) => u !== use)));
  return (
    <form className="wizard-form" onSubmit={submit} noValidate data-testid="wizard-declared-uses">
      <FormAlert message={errors.form} />
      {since && (
        <p className="wizard-page__note">
          {t('wizards.uses.current', { date: until(since, locale.language) })}
        </p>
      )}
      <fieldset className="wizard-form__uses" aria-describedby={usesError ? 'wizard-uses-error' : undefined}>
        <legend>{t('wizards.uses.legend')}</legend>
        {DECLARED_USES.map((use) => (
          <Checkbox
            key={use}
            label={t(`wizards.uses.${use}`)}
            checked={uses.includes(use)}
            onChange={(on) => toggle(use, on)}
            name="uses"
          />
        ))}
        {usesError && (
          <p id="wizard-uses-error" className="ui-field__error" role="alert">
            {usesError}
          </p>
        )}
      </fieldset>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="wizard-countries">
          {t('wizards.uses.countries')}
        </label>
        <p id="wizard-countries-hint" className="ui-field__hint">
          {t('wizards.uses.countriesHint')}
        </p>
        <select
          id="wizard-countries"
          className="ui-field__input wizard-form__countries"
          multiple
          size={6}
          value={countries}
          aria-describedby={
            countriesError ? 'wizard-countries-hint wizard-countries-error' : 'wizard-countries-hint'
          }
          aria-invalid={countriesError ? true : undefined}
          onChange={(event) => setCountries([...event.target.selectedOptions].map((o) => o.value))}
          data-testid="wizard-countries"
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </select>
        {countriesError && (
          <p id="wizard-countries-error" className="ui-field__error" role="alert">
            {countriesError}
          </p>
        )}
      </div>
      <Checkbox
        label={t('wizards.uses.statement')}
        required
        checked={statement}
        onChange={setStatement}
        error={errors.noMilitaryUse}
        name="noMilitaryUse"
      />
      <NextButton busy={busy} />
    </form>
  );
}

function AcceptanceSummary({
  view,
  locale,
  busy,
  errors,
  onFinish,
}: {
  view: WizardView;
  locale: Locale;
  busy: boolean;
  errors: Errors;
  onFinish: () => void;
}) {
  const t = useT();
  const name = countryNamer(locale.language);
  const [check, setCheck] = useState<AcceptanceCheck | null>(null);
  useEffect(() => {
    wizardsApi.recheckAcceptance(view.wizardId).then(setCheck, () => setCheck(null));
  }, [view.wizardId]);
  const declared = view.answers.declaredUses;
  return (
    <Summary
      lead={t('wizards.summary.acceptance')}
      rows={[
        [
          t('wizards.summary.termsAccepted'),
          view.answers.termsAccepted ? `✓ (${CURRENT_TERMS_VERSION})` : '—',
        ],
        [
          t('wizards.summary.uses'),
          declared ? declared.uses.map((u) => t(`wizards.uses.${u}`)).join(', ') : '—',
        ],
        [t('wizards.summary.countries'), declared ? declared.countries.map(name).join(', ') : '—'],
      ]}
      action={t('wizards.summary.finishAcceptance')}
      busy={busy || (check !== null && check.missing.length > 0)}
      errors={errors}
      onFinish={onFinish}
    />
  );
}

function Summary({
  lead,
  rows,
  action,
  busy,
  errors,
  onFinish,
}: {
  lead: string;
  rows: Array<[string, string]>;
  action: string;
  busy: boolean;
  errors: Errors;
  onFinish: () => void;
}) {
  return (
    <div className="wizard-review" data-testid="wizard-summary">
      <FormAlert message={errors.form ?? Object.values(errors)[0]} />
      <p>{lead}</p>
      <dl className="wizard-review__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="wizard-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onFinish}
          disabled={busy}
          data-testid="wizard-finish"
        >
          {action}
        </button>
      </p>
    </div>
  );
}

function NextButton({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <p className="wizard-page__actions">
      <button type="submit" className="button button--primary" disabled={busy} data-testid="wizard-next">
        {busy ? t('wizards.saving') : t('wizards.next')}
      </button>
    </p>
  );
}
