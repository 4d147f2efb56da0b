// The app's language, chosen in Settings: each language named in itself (a player finds theirs whatever language
// the app shows now), applied at once with no reload, and remembered on this device.
import { chooseLanguage, shownLanguage } from '../i18n/app.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { useT } from '../i18n/useT.ts';

export function LanguageChoice() {
  const { t } = useT(); // re-renders on a change, so the checked one follows another tab's choice too
  const current = shownLanguage();
  return (
    <fieldset className="language-choice">
      <legend>{t('shell.settings.language')}</legend>
      {LANGUAGES.map((lang) => (
        <label key={lang} className="radio" lang={lang}>
          <input
            type="radio"
            name="language"
            value={lang}
            checked={current === lang}
            onChange={() => void chooseLanguage(lang)}
          />{' '}
          {LANGUAGE_NAMES[lang]}
        </label>
      ))}
    </fieldset>
  );
}
