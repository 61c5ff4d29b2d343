import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Queueretryat2Inputs */

const en_events_queueretryat2 = /** @type {(inputs: Events_Queueretryat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next try ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Next try {time}" |
*
* @param {Events_Queueretryat2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queueretryat2 = /** @type {((inputs: Events_Queueretryat2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queueretryat2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queueretryat2(inputs)
});
export { events_queueretryat2 as "events.queueRetryAt" }