import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, step: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Progressstep1Inputs */

const en_tracking_progressstep1 = /** @type {(inputs: Tracking_Progressstep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of ${i?.total}: ${i?.label}`)
};

const fil_tracking_progressstep1 = /** @type {(inputs: Tracking_Progressstep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hakbang ${i?.step} ng ${i?.total}: ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Step {step} of {total}: {label}" |
*
* @param {Tracking_Progressstep1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_progressstep1 = /** @type {((inputs: Tracking_Progressstep1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Progressstep1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_progressstep1(inputs)
	return en_tracking_progressstep1(inputs)
});
export { tracking_progressstep1 as "tracking.progressStep" }