import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverylogged1Inputs */

const en_submissions_deliverylogged1 = /** @type {(inputs: Submissions_Deliverylogged1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`logged (no provider)`)
};

/**
* | output |
* | --- |
* | "logged (no provider)" |
*
* @param {Submissions_Deliverylogged1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliverylogged1 = /** @type {((inputs?: Submissions_Deliverylogged1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverylogged1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliverylogged1(inputs)
});
export { submissions_deliverylogged1 as "submissions.deliveryLogged" }