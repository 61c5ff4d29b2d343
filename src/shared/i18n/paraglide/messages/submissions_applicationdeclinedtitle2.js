import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Applicationdeclinedtitle2Inputs */

const en_submissions_applicationdeclinedtitle2 = /** @type {(inputs: Submissions_Applicationdeclinedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application declined`)
};

const fil_submissions_applicationdeclinedtitle2 = /** @type {(inputs: Submissions_Applicationdeclinedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tinanggihan ang application`)
};

/**
* | output |
* | --- |
* | "Application declined" |
*
* @param {Submissions_Applicationdeclinedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_applicationdeclinedtitle2 = /** @type {((inputs?: Submissions_Applicationdeclinedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Applicationdeclinedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_applicationdeclinedtitle2(inputs)
	return en_submissions_applicationdeclinedtitle2(inputs)
});
export { submissions_applicationdeclinedtitle2 as "submissions.applicationDeclinedTitle" }