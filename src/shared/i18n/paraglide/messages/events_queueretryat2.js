import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Queueretryat2Inputs */

const en_events_queueretryat2 = /** @type {(inputs: Events_Queueretryat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next try ${i?.time}`)
};

const fil_events_queueretryat2 = /** @type {(inputs: Events_Queueretryat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Susubukan ulit ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Next try {time}" |
*
* @param {Events_Queueretryat2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queueretryat2 = /** @type {((inputs: Events_Queueretryat2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queueretryat2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queueretryat2(inputs)
	return en_events_queueretryat2(inputs)
});
export { events_queueretryat2 as "events.queueRetryAt" }