import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryretrying1Inputs */

const en_submissions_deliveryretrying1 = /** @type {(inputs: Submissions_Deliveryretrying1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retrying`)
};

const fil_submissions_deliveryretrying1 = /** @type {(inputs: Submissions_Deliveryretrying1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sinusubukan ulit`)
};

/**
* | output |
* | --- |
* | "retrying" |
*
* @param {Submissions_Deliveryretrying1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryretrying1 = /** @type {((inputs?: Submissions_Deliveryretrying1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryretrying1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryretrying1(inputs)
	return en_submissions_deliveryretrying1(inputs)
});
export { submissions_deliveryretrying1 as "submissions.deliveryRetrying" }