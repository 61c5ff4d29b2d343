import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_FridayInputs */

const en_submissions_friday = /** @type {(inputs: Submissions_FridayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday`)
};

const fil_submissions_friday = /** @type {(inputs: Submissions_FridayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biyernes`)
};

/**
* | output |
* | --- |
* | "Friday" |
*
* @param {Submissions_FridayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_friday = /** @type {((inputs?: Submissions_FridayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_FridayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_friday(inputs)
	return en_submissions_friday(inputs)
});
export { submissions_friday as "submissions.friday" }