import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverylogged1Inputs */

const en_submissions_deliverylogged1 = /** @type {(inputs: Submissions_Deliverylogged1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`logged (no provider)`)
};

const fil_submissions_deliverylogged1 = /** @type {(inputs: Submissions_Deliverylogged1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`naka-log lang (walang provider)`)
};

/**
* | output |
* | --- |
* | "logged (no provider)" |
*
* @param {Submissions_Deliverylogged1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliverylogged1 = /** @type {((inputs?: Submissions_Deliverylogged1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverylogged1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliverylogged1(inputs)
	return en_submissions_deliverylogged1(inputs)
});
export { submissions_deliverylogged1 as "submissions.deliveryLogged" }