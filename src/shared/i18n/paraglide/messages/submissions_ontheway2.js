import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ontheway2Inputs */

const en_submissions_ontheway2 = /** @type {(inputs: Submissions_Ontheway2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the way`)
};

/**
* | output |
* | --- |
* | "On the way" |
*
* @param {Submissions_Ontheway2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_ontheway2 = /** @type {((inputs?: Submissions_Ontheway2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ontheway2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_ontheway2(inputs)
});
export { submissions_ontheway2 as "submissions.onTheWay" }