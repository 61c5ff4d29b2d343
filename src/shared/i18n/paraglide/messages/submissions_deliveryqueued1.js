import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryqueued1Inputs */

const en_submissions_deliveryqueued1 = /** @type {(inputs: Submissions_Deliveryqueued1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`queued`)
};

const fil_submissions_deliveryqueued1 = /** @type {(inputs: Submissions_Deliveryqueued1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nakapila`)
};

/**
* | output |
* | --- |
* | "queued" |
*
* @param {Submissions_Deliveryqueued1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryqueued1 = /** @type {((inputs?: Submissions_Deliveryqueued1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryqueued1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryqueued1(inputs)
	return en_submissions_deliveryqueued1(inputs)
});
export { submissions_deliveryqueued1 as "submissions.deliveryQueued" }