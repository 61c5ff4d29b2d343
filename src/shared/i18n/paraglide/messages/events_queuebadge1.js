import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Queuebadge1Inputs */

const en_events_queuebadge1 = /** @type {(inputs: Events_Queuebadge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waiting to send`)
};

/**
* | output |
* | --- |
* | "{count} waiting to send" |
*
* @param {Events_Queuebadge1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuebadge1 = /** @type {((inputs: Events_Queuebadge1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuebadge1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuebadge1(inputs)
});
export { events_queuebadge1 as "events.queueBadge" }