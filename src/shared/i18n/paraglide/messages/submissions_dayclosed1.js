import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dayclosed1Inputs */

const en_submissions_dayclosed1 = /** @type {(inputs: Submissions_Dayclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed`)
};

/**
* | output |
* | --- |
* | "closed" |
*
* @param {Submissions_Dayclosed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_dayclosed1 = /** @type {((inputs?: Submissions_Dayclosed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dayclosed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_dayclosed1(inputs)
});
export { submissions_dayclosed1 as "submissions.dayClosed" }