import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_FridayInputs */

const en_submissions_friday = /** @type {(inputs: Submissions_FridayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday`)
};

/**
* | output |
* | --- |
* | "Friday" |
*
* @param {Submissions_FridayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_friday = /** @type {((inputs?: Submissions_FridayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_FridayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_friday(inputs)
});
export { submissions_friday as "submissions.friday" }