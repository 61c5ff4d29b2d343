import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statussubmitted1Inputs */

const en_submissions_statussubmitted1 = /** @type {(inputs: Submissions_Statussubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

const fil_submissions_statussubmitted1 = /** @type {(inputs: Submissions_Statussubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-submit`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Submissions_Statussubmitted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statussubmitted1 = /** @type {((inputs?: Submissions_Statussubmitted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statussubmitted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statussubmitted1(inputs)
	return en_submissions_statussubmitted1(inputs)
});
export { submissions_statussubmitted1 as "submissions.statusSubmitted" }