import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Noparticulardate2Inputs */

const en_submissions_noparticulardate2 = /** @type {(inputs: Submissions_Noparticulardate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no particular date`)
};

/**
* | output |
* | --- |
* | "no particular date" |
*
* @param {Submissions_Noparticulardate2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_noparticulardate2 = /** @type {((inputs?: Submissions_Noparticulardate2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Noparticulardate2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_noparticulardate2(inputs)
});
export { submissions_noparticulardate2 as "submissions.noParticularDate" }