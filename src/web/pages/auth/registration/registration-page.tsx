import { useMemo, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../common/accounts';
import type { CleanseMatchResponse, CompanyProfile, Customer } from '../../../../common/contracts/auth';
import { AddressFields, PersonFields } from '../../../features/accounts/contact-fields';
import { authApi } from '../../../features/auth/auth-api';
import { VisitorMergeOutcome } from '../../../features/auth/visitor-merge-outcome';
import type { VisitorMergeResponse } from '../../../../common/contracts/visitor-cart';
import { storedLines } from '../../../lib/visitor-cart';
import { fieldErrorsOf, formErrorsOf } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { Checkbox, FormAlert, PasswordField, SelectField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import {
  fromServerConstraints,
  lengthAttributes,
  type ServerConstraintsInput,
} from '../../../../common/validation';

export interface RegistrationPageData {
  /** Front constraints of the two steps (POST registration/front-constraints), from the server. */
  constraints: Record<'1' | '2', ServerConstraintsInput>;
  /** Industries a business may name (POST registration/industries). */
  industries: Array<{ value: string; label: string }>;
  countries: Array<{ code: string; name: string }>;
  country: string;
  customerTypes: Array<{ value: string; label: string }>;
  regions: Array<{ code: string; name: string }>;
}

type Step1 = {
  country: string;
  customerType: string;
  companyName: string;
  vatNumber: string;
  duns: string;
  street: string;
  zipCode: string;
  city: string;
  region: string;
  industry: string;
};

type Step2 = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  verificationCode: string;
  termsAccepted: boolean;
  newsletter: boolean;
};

type Errors = Record<string, string>;

/**
 * The registration wizard (spec §2 /registration, §4 form steps): the server validates each step
 * before the next one opens, and validates everything again when the account is created.
 */
export function RegistrationPage({ data, locale }: PageProps<RegistrationPageData>) {
  const t = useT();
  const { customer: loggedIn } = useRootData();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<1 | 2>(1);
  const [created, setCreated] = useState<Customer | null>(null);
  const [merged, setMerged] = useState<VisitorMergeResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [types, setTypes] = useState(data.customerTypes);
  const [regions, setRegions] = useState(data.regions);
  const [matches, setMatches] = useState<CleanseMatchResponse['matches']>([]);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [s1, setS1] = useState<Step1>({
    country: data.country,
    customerType: data.customerTypes[0]?.value ?? 'company',
    companyName: '',
    vatNumber: '',
    duns: '',
    street: '',
    zipCode: '',
    city: '',
    region: '',
    industry: '',
  });
  const [s2, setS2] = useState<Step2>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    username: '',
    password: '',
    verificationCode: '',
    termsAccepted: false,
    newsletter: false,
  });
  const business = s1.customerType !== 'person';
  // Field limits come from the server's front constraints, the same rules it enforces.
  const rules = useMemo(
    () => ({
      1: fromServerConstraints(data.constraints['1']),
      2: fromServerConstraints(data.constraints['2']),
    }),
    [data.constraints],
  );
  const maxOf = (step: 1 | 2, field: string) => lengthAttributes(rules[step][field] ?? []).maxLength;
  // An error is about what was sent: once the field changes it is stale and goes (a "required"
  // under a filled field only confuses).
  const clearError = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  const set1 =
    <K extends keyof Step1>(key: K) =>
    (value: Step1[K]) => {
      setS1((v) => ({ ...v, [key]: value }));
      clearError(key);
    };
  const set2 =
    <K extends keyof Step2>(key: K) =>
    (value: Step2[K]) => {
      setS2((v) => ({ ...v, [key]: value }));
      clearError(key);
    };

  const failed = (failure: unknown, prefix = '') => {
    setErrors(formErrorsOf(failure, t('auth.login.failed'), prefix));
  };

  const changeCountry = async (country: string) => {
    setS1((v) => ({ ...v, country, region: '' }));
    setMatches([]);
    try {
      const [typeList, regionList] = await Promise.all([
        authApi.customerTypes(country, locale.language),
        authApi.regions(country),
      ]);
      setTypes(typeList.customerTypes);
      setRegions(regionList.regions);
      setS1((v) => ({
        ...v,
        customerType: typeList.customerTypes.some((c) => c.value === v.customerType)
          ? v.customerType
          : (typeList.customerTypes[0]?.value ?? ''),
      }));
    } catch (failure) {
      failed(failure);
    }
  };

  const applyCompany = (company: CompanyProfile) => {
    setS1((v) => ({
      ...v,
      companyName: company.name,
      vatNumber: company.vatNumber ?? v.vatNumber,
      duns: company.duns,
      street: company.street,
      zipCode: company.zipCode,
      city: company.city,
      region: company.region ?? '',
    }));
    setMatches([]);
    setErrors({});
  };

  const lookUpDuns = async () => {
    try {
      applyCompany(await authApi.companyProfile(s1.duns.trim()));
    } catch (failure) {
      setErrors({
        duns:
          failure instanceof ApiError && failure.body.code === 404
            ? t('auth.registration.dunsNotFound')
            : (fieldErrorsOf(failure).duns ?? t('auth.registration.dunsNotFound')),
      });
    }
  };

  // Registry companies like the typed one, offered once name, postal code and city are there.
  const cleanse = async () => {
    if (!business || s1.duns || !s1.companyName || !s1.zipCode || !s1.city) return;
    try {
      const result = await authApi.cleanseMatch({
        country: s1.country,
        companyName: s1.companyName,
        street: s1.street,
        zipCode: s1.zipCode,
        city: s1.city,
      });
      setMatches(result.matches.filter((m) => m.confidence >= 50));
      if (result.cleansed.zipCodeValid) setS1((v) => ({ ...v, zipCode: result.cleansed.zipCode }));
    } catch {
      setMatches([]);
    }
  };

  const step1Body = () => ({
    ...s1,
    companyName: business ? s1.companyName : '',
    vatNumber: business ? s1.vatNumber : '',
  });
  const step2Body = () => ({ ...s2, language: locale.language });

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await authApi.validateStep(1, step1Body() as never);
      setStep(2);
      window.scrollTo?.({ top: 0 });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    setErrors({});
    try {
      await authApi.sendVerificationCode(s2.email.trim(), locale.language);
      setCodeSentTo(s2.email.trim());
    } catch (failure) {
      failed(failure);
      if (failure instanceof ApiError && failure.body.code === 429)
        setErrors({ email: failure.body.message });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await authApi.validateStep(2, step2Body() as never);
      const { customer } = await authApi.register({
        step1: step1Body() as never,
        step2: step2Body() as never,
      });
      // The visitor cart joins the new account's cart (ADR 087), as after a login.
      const merged =
        storedLines().length > 0
          ? await import('../../../lib/visitor-cart-lines').then((m) => m.mergeVisitorCart())
          : null;
      if (merged?.lines.some((line) => line.outcome === 'refused')) setMerged(merged);
      setCreated(customer);
      // The session cookie is set: the root loader's customer (the header) is read again.
      void revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.data?.some((d) => d.field.startsWith('step1.'))) {
        setStep(1);
        failed(failure, 'step1.');
      } else failed(failure, 'step2.');
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <div className="auth-page" data-testid="registration-done">
        <h1>{t('auth.registration.title')}</h1>
        <p className="auth-page__success" role="status">
          {t('auth.registration.done', { customerNumber: created.customerNumber })}
        </p>
        <p>{t('auth.registration.loggedIn')}</p>
        {merged && <VisitorMergeOutcome locale={locale} merged={merged} />}
        <p className="auth-page__actions">
          <a className="button button--primary" href={localHref(locale, 'home_index')}>
            {t('auth.login.goHome')}
          </a>
        </p>
      </div>
    );
  }

  if (loggedIn) {
    return (
      <div className="auth-page">
        <h1>{t('auth.registration.title')}</h1>
        <p>{t('auth.login.alreadyLoggedIn', { name: loggedIn.displayName })}</p>
      </div>
    );
  }

  return (
    <div className="auth-page auth-page--wide registration" data-testid="registration-page">
      <h1>{t('auth.registration.title')}</h1>
      <p className="auth-page__intro">{t('auth.registration.intro')}</p>
      <ol className="registration__steps" aria-label={t('auth.registration.stepOf', { step, steps: 2 })}>
        <li aria-current={step === 1 ? 'step' : undefined}>{t('auth.registration.step1')}</li>
        <li aria-current={step === 2 ? 'step' : undefined}>{t('auth.registration.step2')}</li>
      </ol>
      <p className="registration__progress">{t('auth.registration.stepOf', { step, steps: 2 })}</p>

      {step === 1 ? (
        <form
          className="auth-form registration__form"
          onSubmit={(event) => void next(event)}
          noValidate
          data-testid="registration-step-1"
        >
          <FormAlert message={errors.form} />
          <div className="registration__row">
            <SelectField
              id="reg-country"
              label={t('auth.registration.country')}
              options={data.countries.map((c) => ({ value: c.code, label: c.name }))}
              value={s1.country}
              onChange={(value) => void changeCountry(value)}
              error={errors.country}
              required
            />
            <SelectField
              id="reg-type"
              label={t('auth.registration.customerType')}
              options={types.map((c) => ({ value: c.value, label: c.label }))}
              value={s1.customerType}
              onChange={set1('customerType')}
              error={errors.customerType}
              required
            />
          </div>
          {business && (
            <>
              <div className="registration__duns">
                <TextField
                  id="reg-duns"
                  label={t('auth.registration.duns')}
                  value={s1.duns}
                  onChange={set1('duns')}
                  error={errors.duns}
                  hint={t('auth.registration.dunsHint')}
                  inputMode="numeric"
                  maxLength={maxOf(1, 'duns')}
                />
                <button
                  type="button"
                  className="button"
                  onClick={() => void lookUpDuns()}
                  disabled={!/^\d{9}$/.test(s1.duns.trim())}
                >
                  {t('auth.registration.dunsLookup')}
                </button>
              </div>
              <TextField
                id="reg-company"
                label={t('auth.registration.companyName')}
                value={s1.companyName}
                onChange={set1('companyName')}
                onBlur={() => void cleanse()}
                error={errors.companyName}
                maxLength={maxOf(1, 'companyName')}
                autoComplete="organization"
                required
              />
              <TextField
                id="reg-vat"
                label={t('auth.registration.vatNumber')}
                value={s1.vatNumber}
                onChange={set1('vatNumber')}
                error={errors.vatNumber}
                maxLength={maxOf(1, 'vatNumber')}
                required={s1.customerType === 'company'}
              />
              <SelectField
                id="reg-industry"
                label={t('accounts.registration.industryLabel')}
                options={[
                  { value: '', label: t('accounts.registration.industryNone') },
                  ...data.industries.map((i) => ({ value: i.value, label: i.label })),
                ]}
                value={s1.industry}
                onChange={set1('industry')}
                error={errors.industry}
              />
            </>
          )}
          <AddressFields
            idPrefix="reg"
            values={s1}
            onChange={(field, value) => set1(field)(value)}
            errors={errors}
            maxLength={(field) => maxOf(1, field)}
            // Leaving the postal code or the city searches the business registry again, as the name does.
            onBlur={(field) => {
              if (field !== 'street') void cleanse();
            }}
          />
          {regions.length > 0 && (
            <SelectField
              id="reg-region"
              label={t('auth.registration.region')}
              options={regions.map((r) => ({ value: r.code, label: r.name }))}
              placeholder={t('auth.registration.noRegion')}
              value={s1.region}
              onChange={set1('region')}
              error={errors.region}
            />
          )}
          {matches.length > 0 && (
            <div
              className="registration__matches"
              role="region"
              aria-live="polite"
              data-testid="cleanse-matches"
            >
              <p>{t('auth.registration.suggestions')}</p>
              <ul>
                {matches.map((m) => (
                  <li key={m.duns}>
                    <span>
                      <strong>{m.name}</strong>, {m.street}, {m.zipCode} {m.city} (DUNS {m.duns})
                    </span>
                    <button type="button" className="button" onClick={() => applyCompany(m)}>
                      {t('auth.registration.useSuggestion')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="auth-form__buttons">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              data-testid="registration-next"
            >
              {t('auth.registration.next')}
            </button>
          </div>
        </form>
      ) : (
        <form
          className="auth-form registration__form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="registration-step-2"
        >
          <FormAlert message={errors.form} />
          <PersonFields
            idPrefix="reg"
            values={s2}
            onChange={(field, value) => set2(field)(value)}
            errors={errors}
            maxLength={(field) => maxOf(2, field)}
            ownData
          />
          <div className="registration__code">
            <TextField
              id="reg-code"
              label={t('auth.registration.verificationCode')}
              value={s2.verificationCode}
              onChange={set2('verificationCode')}
              error={errors.verificationCode}
              hint={
                codeSentTo ? t('auth.registration.codeSent', { email: codeSentTo, minutes: 15 }) : undefined
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={maxOf(2, 'verificationCode')}
              required
            />
            <button
              type="button"
              className="button"
              onClick={() => void sendCode()}
              disabled={!s2.email.includes('@')}
              data-testid="send-code"
            >
              {codeSentTo ? t('auth.registration.resendCode') : t('auth.registration.sendCode')}
            </button>
          </div>
          <TextField
            id="reg-username"
            label={t('auth.registration.username')}
            value={s2.username}
            onChange={set2('username')}
            error={errors.username}
            hint={t('auth.registration.usernameHint')}
            maxLength={maxOf(2, 'username')}
            autoComplete="username"
          />
          <PasswordField
            id="reg-password"
            label={t('auth.registration.password')}
            value={s2.password}
            onChange={set2('password')}
            error={errors.password}
            hint={t('auth.password.rules', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <Checkbox
            id="reg-terms"
            label={
              <>
                {t('auth.registration.terms')} ({/* A new tab: the wizard's typed data stays where it is. */}
                <a href={localHref(locale, 'profile_terms')} target="_blank" rel="noopener noreferrer">
                  {t('auth.registration.termsLink')}
                </a>
                )
              </>
            }
            errorLabel={t('auth.registration.terms')}
            checked={s2.termsAccepted}
            onChange={set2('termsAccepted')}
            error={errors.termsAccepted}
            required
          />
          <Checkbox
            id="reg-newsletter"
            label={t('auth.registration.newsletter')}
            checked={s2.newsletter}
            onChange={set2('newsletter')}
          />
          <div className="auth-form__buttons">
            <button type="button" className="button" onClick={() => setStep(1)}>
              {t('auth.registration.back')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              data-testid="registration-submit"
            >
              {busy ? t('auth.registration.submitting') : t('auth.registration.submit')}
            </button>
          </div>
          <p className="auth-form__links">
            {t('auth.registration.alreadyHaveAccount')}{' '}
            <a href={localHref(locale, 'login')}>{t('auth.login.submit')}</a>
          </p>
        </form>
      )}
    </div>
  );
}
