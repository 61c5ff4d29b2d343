import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dayclosed1Inputs */

const en_submissions_dayclosed1 = /** @type {(inputs: Submissions_Dayclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed`)
};

const fil_submissions_dayclosed1 = /** @type {(inputs: Submissions_Dayclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sarado`)
};

/**
* | output |
* | --- |
* | "closed" |
*
* @param {Submissions_Dayclosed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dayclosed1 = /** @type {((inputs?: Submissions_Dayclosed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dayclosed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dayclosed1(inputs)
	return en_submissions_dayclosed1(inputs)
});
export { submissions_dayclosed1 as "submissions.dayClosed" }