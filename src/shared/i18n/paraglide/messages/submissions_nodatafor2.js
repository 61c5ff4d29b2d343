import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Nodatafor2Inputs */

const en_submissions_nodatafor2 = /** @type {(inputs: Submissions_Nodatafor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No data found for tracking number ${i?.trackingNumber}`)
};

const fil_submissions_nodatafor2 = /** @type {(inputs: Submissions_Nodatafor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Walang nahanap na data para sa tracking number ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "No data found for tracking number {trackingNumber}" |
*
* @param {Submissions_Nodatafor2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nodatafor2 = /** @type {((inputs: Submissions_Nodatafor2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodatafor2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nodatafor2(inputs)
	return en_submissions_nodatafor2(inputs)
});
export { submissions_nodatafor2 as "submissions.noDataFor" }